import { z } from 'zod';
import { isTimeZone } from './limits/time-zone.ts';

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'ожидается цвет в формате #rrggbb');

/**
 * The fonts a brand may choose beyond the system one: each is a self-hosted @fontsource package
 * the portal bundles, so no page ever asks a font CDN (CSP font-src 'self').
 */
export const BRAND_FONTS = ['system', 'pt-sans'] as const;

/**
 * The operator's payee requisites, printed on receipts and encoded in the payment QR
 * (ГОСТ Р 56042-2014). Optional here (receipts then lack the QR), but the brand checker requires them.
 */
export const PayeeRequisitesSchema = z.object({
  /** The payee's full name as the bank knows it. */
  name: z.string().min(1).max(160),
  /** 10 digits for an organisation, 12 for an individual entrepreneur. */
  inn: z.string().regex(/^(\d{10}|\d{12})$/, 'ИНН — 10 цифр у организации или 12 у индивидуального предпринимателя'),
  /** An organisation's only: an individual entrepreneur has none. Its 5th and 6th may be letters. */
  kpp: z
    .string()
    .regex(/^\d{4}[\dA-Z]{2}\d{3}$/, 'КПП — 9 знаков: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры')
    .optional(),
  /** Расчётный счёт. */
  account: z.string().regex(/^\d{20}$/, 'Расчётный счёт — 20 цифр'),
  bankName: z.string().min(1).max(160),
  bic: z.string().regex(/^\d{9}$/, 'БИК — 9 цифр'),
  /** Корреспондентский счёт банка. */
  correspondentAccount: z.string().regex(/^\d{20}$/, 'Корреспондентский счёт — 20 цифр'),
  /** The payee's address for the receipt's header. */
  address: z.string().max(300).optional(),
});

/** GET client/freeAccess/branding?isManager=false (spec §3 "Branding config", plus theme and contacts). */
export const BrandSchema = z.object({
  company: z.object({ name: z.string().min(1), shortName: z.string().min(1) }),
  meta: z.object({ title: z.string().min(1), description: z.string(), keywords: z.string() }),
  assets: z.object({
    favicon: z.string().min(1),
    logo: z.object({ full: z.string().min(1), small: z.string().min(1), alt: z.string().min(1) }),
  }),
  theme: z
    .object({
      colorPrimary: HexColor,
      /** Links; by default the primary colour, darkened until it reads as text (WCAG AA). */
      colorLink: HexColor.optional(),
      colorSuccess: HexColor.optional(),
      colorWarning: HexColor.optional(),
      colorError: HexColor.optional(),
      /** Corners of buttons, fields and cards, px (antd derives the small and large ones). */
      borderRadius: z.number().int().min(0).max(16).optional(),
      fontFamily: z.enum(BRAND_FONTS).optional(),
    })
    .optional(),
  /**
   * The operator's region time zone (IANA). Every time and date the resident sees, and the API's
   * documents and emails, are told in it, whatever the device's clock says. Europe/Moscow without it.
   */
  timeZone: z
    .string()
    .refine(isTimeZone, 'ожидается часовой пояс IANA, например Europe/Moscow или Asia/Yekaterinburg')
    .optional(),
  contacts: z.object({ supportPhone: z.string(), supportEmail: z.string() }).optional(),
  requisites: PayeeRequisitesSchema.optional(),
});

export const BrandingQuerySchema = z.object({ isManager: z.enum(['false', 'true']).default('false') });

export type Brand = z.infer<typeof BrandSchema>;
export type PayeeRequisites = z.infer<typeof PayeeRequisitesSchema>;
