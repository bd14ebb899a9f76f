import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultBrand } from '@resident/branding';
import { PREFETCH_BRANDING_URL, prefetchBranding, takePrefetchedBranding } from './branding-prefetch';

const brand = {
  ...defaultBrand,
  assets: {
    ...defaultBrand.assets,
    logo: { ...defaultBrand.assets.logo, full: '/brand/eco.svg', small: '/brand/eco-small.svg' },
  },
};

describe('branding prefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    takePrefetchedBranding(PREFETCH_BRANDING_URL);
  });

  it('hands the app the preloaded answer once, and starts the logos meanwhile', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(brand), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const doc = document.implementation.createHTMLDocument('');
    const created = vi.spyOn(doc, 'createElement');
    prefetchBranding(doc);
    expect(fetchMock).toHaveBeenCalledWith(PREFETCH_BRANDING_URL, { credentials: 'same-origin' });
    await expect(takePrefetchedBranding(PREFETCH_BRANDING_URL)).resolves.toEqual(brand);
    expect(takePrefetchedBranding(PREFETCH_BRANDING_URL)).toBeUndefined();
    await vi.waitFor(() => expect(created).toHaveBeenCalledWith('img'));
    const sources = created.mock.results.map((result) => (result.value as HTMLImageElement).getAttribute('src'));
    expect(sources).toEqual(['/brand/eco.svg', '/brand/eco-small.svg']);
  });

  it('gives nothing for another branding address (a deployment with another v3 base)', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    prefetchBranding();
    expect(takePrefetchedBranding('/other/v3/client/freeAccess/branding?isManager=false')).toBeUndefined();
  });

  it('rejects a failed answer, for the app to ask again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    prefetchBranding();
    await expect(takePrefetchedBranding(PREFETCH_BRANDING_URL)).rejects.toThrow('502');
  });
});
