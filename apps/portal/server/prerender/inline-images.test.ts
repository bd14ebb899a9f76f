import { describe, expect, it } from 'vitest';
import { INLINE_IMAGE_MAX_BYTES, inlinePreloadedImages, type ImageSource } from './inline-images.ts';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const body = (href: string) =>
  `<link rel="preload" as="image" href="${href}"/><main><img src="${href}" alt="Лого"/></main>`;
const source =
  (images: Record<string, { type: string; body: Buffer }>): ImageSource =>
  async (address) =>
    images[address];

describe('the images a prerendered page preloads', () => {
  it('are put inline as data: addresses, their preload dropped: the logo paints with the page', async () => {
    const html = await inlinePreloadedImages(
      body('/api/brand/logo.svg?v=1&amp;x=2'),
      source({ '/api/brand/logo.svg?v=1&x=2': { type: 'image/svg+xml', body: Buffer.from(LOGO) } }),
    );
    expect(html).toBe(
      `<main><img src="data:image/svg+xml;base64,${Buffer.from(LOGO).toString('base64')}" alt="Лого"/></main>`,
    );
  });

  it('keep their address when large, of another type, or not to be had', async () => {
    const large = { type: 'image/png', body: Buffer.alloc(INLINE_IMAGE_MAX_BYTES + 1) };
    expect(await inlinePreloadedImages(body('/big.png'), source({ '/big.png': large }))).toBe(body('/big.png'));
    expect(
      await inlinePreloadedImages(
        body('/x.html'),
        source({ '/x.html': { type: 'text/html', body: Buffer.from('<p>') } }),
      ),
    ).toBe(body('/x.html'));
    expect(await inlinePreloadedImages(body('/gone.svg'), source({}))).toBe(body('/gone.svg'));
    const failing: ImageSource = () => Promise.reject(new Error('down'));
    expect(await inlinePreloadedImages(body('/logo.svg'), failing)).toBe(body('/logo.svg'));
  });
});
