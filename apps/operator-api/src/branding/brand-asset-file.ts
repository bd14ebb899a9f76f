import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Logos and favicons are drawn on every page: keep them small (a logo is a few KB of SVG). */
export const BRAND_ASSET_MAX_BYTES = 100 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type BrandAssetType = 'image/svg+xml' | 'image/png';

export type AssetCheck = { ok: true; type: BrandAssetType } | { ok: false; problem: string };

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} КБ`;

function svgProblem(bytes: Buffer): string | undefined {
  const text = bytes.toString('utf8');
  if (XMLValidator.validate(text) !== true) return 'не является ни SVG, ни PNG';
  const document: unknown = new XMLParser({ ignoreAttributes: true }).parse(text);
  if (typeof document !== 'object' || document === null || !('svg' in document)) return 'не является ни SVG, ни PNG';
  // The portal shows logos in <img>, where scripts do not run; refusing them keeps a logo opened
  // on its own (a new tab) from running anything under the portal's origin.
  if (/<script[\s>]|\son[a-z]+\s*=/i.test(text)) return 'SVG содержит скрипт или обработчик событий — уберите их';
  return undefined;
}

/** What a brand's logo or favicon file is: a valid SVG or PNG within the size limit, or why not. */
export function checkAssetBytes(bytes: Buffer): AssetCheck {
  if (bytes.length === 0) return { ok: false, problem: 'файл пустой' };
  if (bytes.length > BRAND_ASSET_MAX_BYTES) {
    return {
      ok: false,
      problem: `файл слишком большой: ${kilobytes(bytes.length)}, можно не больше ${kilobytes(BRAND_ASSET_MAX_BYTES)}`,
    };
  }
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { ok: true, type: 'image/png' };
  const problem = svgProblem(bytes);
  return problem ? { ok: false, problem } : { ok: true, type: 'image/svg+xml' };
}
