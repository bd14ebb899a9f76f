import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPrefetchedData, PREFETCH_TTL_MS, prefetchData, prefetchingFetch, takePrefetched } from './data-prefetch';

const URL_A = 'http://portal.test/api/v3/client/1/billing/summary';
const answer = (body: string) => Promise.resolve(new Response(body));

afterEach(() => dropPrefetchedData());

describe('data prefetch', () => {
  it('hands the preloader’s answer to the app’s identical GET, once, instead of asking again', async () => {
    const early = vi.fn(() => answer('early'));
    prefetchData([URL_A], 'Bearer mine', early);
    const network = vi.fn(() => answer('network'));
    const appFetch = prefetchingFetch(() => network);
    const request = () => new Request(URL_A, { headers: { Authorization: 'Bearer mine' } });

    expect(await (await appFetch(request())).text()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    // Asked again (a refetch): the network, never the old answer.
    expect(await (await appFetch(request())).text()).toBe('network');
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('takes empty params written as a bare “?” for the same request', async () => {
    prefetchData([URL_A], 'Bearer mine', () => answer('early'));
    const appFetch = prefetchingFetch(() => () => answer('network'));
    expect(await (await appFetch(new Request(`${URL_A}?`, { headers: { Authorization: 'Bearer mine' } }))).text()).toBe(
      'early',
    );
  });

  it('never gives an answer to another token, another URL or a non-GET', async () => {
    prefetchData([URL_A], 'Bearer mine', () => answer('mine'));
    const network = vi.fn(() => answer('network'));
    const appFetch = prefetchingFetch(() => network);
    expect(await (await appFetch(new Request(URL_A, { headers: { Authorization: 'Bearer other' } }))).text()).toBe(
      'network',
    );
    expect(
      await (await appFetch(new Request(`${URL_A}?x=1`, { headers: { Authorization: 'Bearer mine' } }))).text(),
    ).toBe('network');
    expect(
      await (await appFetch(new Request(URL_A, { method: 'POST', headers: { Authorization: 'Bearer mine' } }))).text(),
    ).toBe('network');
    expect(await (await appFetch(new Request(URL_A, { headers: { Authorization: 'Bearer mine' } }))).text()).toBe(
      'mine',
    );
  });

  it('lets go of the body of an answer nobody took in time, or at sign-out, and only then', async () => {
    vi.useFakeTimers();
    try {
      const cancelled: string[] = [];
      const streamed = (name: string) => () =>
        Promise.resolve(new Response(new ReadableStream({ cancel: () => void cancelled.push(name) })));
      prefetchData([URL_A], 'Bearer mine', streamed('untaken'));
      prefetchData([`${URL_A}?taken`], 'Bearer mine', streamed('taken'));
      expect(takePrefetched(`${URL_A}?taken`, 'Bearer mine')).toBeDefined();
      await vi.advanceTimersByTimeAsync(PREFETCH_TTL_MS);
      expect(cancelled).toEqual(['untaken']);
      prefetchData([URL_A], 'Bearer mine', streamed('at sign-out'));
      dropPrefetchedData();
      await vi.advanceTimersByTimeAsync(0);
      expect(cancelled).toEqual(['untaken', 'at sign-out']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets an answer the app did not claim in time, and everything at sign-out', () => {
    prefetchData([URL_A], 'Bearer mine', () => answer('x'), 1_000);
    expect(takePrefetched(URL_A, 'Bearer mine', 1_000 + PREFETCH_TTL_MS + 1)).toBeUndefined();
    prefetchData([URL_A], 'Bearer mine', () => answer('x'));
    dropPrefetchedData();
    expect(takePrefetched(URL_A, 'Bearer mine')).toBeUndefined();
  });
});
