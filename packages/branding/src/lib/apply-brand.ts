import type { Brand } from '@resident/contract';

const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
};

function upsertMeta(doc: Document, name: string, content: string): void {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}

function upsertIcon(doc: Document, href: string): void {
  const [first, ...others] = doc.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
  // Browsers may pick any of several icons; the brand's must be the only one.
  for (const other of others) other.remove();
  const link = first ?? doc.createElement('link');
  link.rel = 'icon';
  link.href = href;
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase() ?? '';
  const type = ICON_TYPES[extension];
  if (type) link.type = type;
  else link.removeAttribute('type');
  if (!first) doc.head.append(link);
}

/**
 * Starts downloading both logos while the app mounts: otherwise the request waits for the first
 * render, and the logo, the largest element of /login, paints a round trip late (LCP budget).
 */
export function warmBrandLogos(brand: Brand, doc: Document = document): HTMLImageElement[] {
  const { full, small } = brand.assets.logo;
  return [...new Set([full, small])].map((src) => {
    const image = doc.createElement('img');
    image.fetchPriority = 'high';
    image.src = src;
    return image;
  });
}

/** Spec §4 "Startup": the document title, description and keywords meta and the icon from the brand. */
export function applyBrand(brand: Brand, doc: Document = document): void {
  doc.title = brand.meta.title;
  upsertMeta(doc, 'description', brand.meta.description);
  upsertMeta(doc, 'keywords', brand.meta.keywords);
  upsertIcon(doc, brand.assets.favicon);
  warmBrandLogos(brand, doc);
}
