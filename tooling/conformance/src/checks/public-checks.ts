import type { Context } from '../context.ts';
import { OP } from '../keys.ts';

/** The calls the portal makes before sign-in. */
export async function publicChecks(ctx: Context): Promise<void> {
  await ctx.expect(OP.health, 'valid request → 200', {}, { status: [200] });
  // Readiness: a backend that answers at all has its database, schema and brand.
  await ctx.expect(OP.ready, 'valid request → 200 every check ok', {}, { status: [200] });
  await ctx.expect(OP.challenge, 'valid request → 200 altcha challenge', {}, { status: [200] });
  const brand = await ctx.expect(
    OP.branding,
    'valid request (isManager=false) → 200 brand',
    { query: { isManager: 'false' } },
    { status: [200] },
  );
  const asset = brandAssetName(brand.answer?.json, new URL(ctx.base).pathname);
  if (asset) await ctx.expect(OP.brandAsset, 'an asset the brand names → 200', { path: [asset] }, { status: [200] });
  // The brand names no file the API serves (its assets are the portal's own): the documented 404.
  else
    await ctx.expect(
      OP.brandAsset,
      'a file the brand does not name → 404',
      { path: ['conformance-not-a-brand-file.svg'] },
      { status: [404] },
    );
  await ctx.expect(OP.consentText, 'valid request (client credential) → 200', { auth: 'client' }, { status: [200] });
}

/**
 * 'favicon.svg' from an asset URL under the API base ('/api/brand/favicon.svg?v=…'); a brand whose
 * assets are the portal's own files ('/brand/logo.svg') names none.
 */
function brandAssetName(brand: unknown, basePath: string): string | undefined {
  const assets = JSON.stringify((brand as { assets?: unknown } | undefined)?.assets ?? {});
  const prefix = `${basePath.replace(/\/+$/, '')}/brand/`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`"(?:https?://[^/"]+)?${prefix}([^"?/]+)`).exec(assets);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
