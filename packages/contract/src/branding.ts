import { z } from 'zod';

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');

/** GET client/freeAccess/branding?isManager=false (spec §3 "Branding config", plus theme and contacts). */
export const BrandSchema = z.object({
  company: z.object({ name: z.string().min(1), shortName: z.string().min(1) }),
  meta: z.object({ title: z.string().min(1), description: z.string(), keywords: z.string() }),
  assets: z.object({
    favicon: z.string().min(1),
    logo: z.object({ full: z.string().min(1), small: z.string().min(1), alt: z.string().min(1) }),
  }),
  theme: z.object({ colorPrimary: HexColor }).optional(),
  contacts: z.object({ supportPhone: z.string(), supportEmail: z.string() }).optional(),
});

export const BrandingQuerySchema = z.object({ isManager: z.enum(['false', 'true']).default('false') });

export type Brand = z.infer<typeof BrandSchema>;
