// /login's largest paint was its logo, an image the browser asks for after the HTML (a
// round trip on a slow line, 1.4–1.7 s in Lighthouse mobile against the heading's 0.7 s). A
// prerendered guest page carries the images it preloads (the brand's logo) in itself, as data:
// addresses, when they are small: the logo paints with the first paint. Hydration keeps the
// server's node as it is (React does not rewrite the attributes of what it adopts), so the image
// is not asked for again; a page drawn later in the browser uses the address, as before.

/** An image's bytes as the server gets them, or undefined when it cannot (then the address stays). */
export type ImageSource = (address: string) => Promise<{ type: string; body: Buffer } | undefined>;

/** Larger images keep their address: a data: copy would weigh on the HTML of every visit. */
export const INLINE_IMAGE_MAX_BYTES = 8 * 1024;

const INLINE_TYPES = new Set(['image/svg+xml', 'image/png', 'image/webp', 'image/jpeg', 'image/gif']);

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The page's body with each image React preloads (a `<link rel="preload" as="image">` first in its
 * output) put inline where it is drawn (`<img src>`), and its preload dropped: nothing to load.
 */
export async function inlinePreloadedImages(body: string, source: ImageSource): Promise<string> {
  const hints = /^(?:<link rel="preload"[^>]*\/>)*/.exec(body)![0];
  let html = body;
  for (const hint of hints.match(/<link rel="preload"[^>]*\/>/g) ?? []) {
    const href = / as="image"/.test(hint) ? /\shref="([^"]+)"/.exec(hint)?.[1] : undefined;
    if (!href || !html.includes(`src="${href}"`)) continue;
    let image: Awaited<ReturnType<ImageSource>>;
    try {
      image = await source(decodeAttribute(href));
    } catch {
      continue;
    }
    if (!image || image.body.length > INLINE_IMAGE_MAX_BYTES || !INLINE_TYPES.has(image.type)) continue;
    const data = `data:${image.type};base64,${image.body.toString('base64')}`;
    html = html.replace(hint, '').replaceAll(`src="${href}"`, `src="${data}"`);
  }
  return html;
}
