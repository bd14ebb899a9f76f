import { describe, expect, it, vi } from 'vitest';
import { createBrandSource } from './brand-source.ts';

function api(bodies: unknown[]) {
  let calls = 0;
  const fetchFn = vi.fn(async () => {
    const body = bodies[Math.min(calls, bodies.length - 1)];
    calls += 1;
    return body instanceof Error ? Promise.reject(body) : Response.json(body);
  }) as unknown as typeof fetch;
  return { fetchFn, calls: () => calls };
}

describe('the brand source', () => {
  it('asks the address its function gives at the time (an instance that is up)', async () => {
    let now = 0;
    let instance = 'http://a';
    const { fetchFn } = api([{ name: 'a' }]);
    const brands = createBrandSource({ url: () => `${instance}/branding`, fetchFn, now: () => now, maxAgeMs: 1000 });
    await brands.current();
    instance = 'http://b';
    now = 1000;
    await brands.current();
    await vi.waitFor(() =>
      expect(vi.mocked(fetchFn).mock.calls.map(([url]) => String(url))).toEqual([
        'http://a/branding',
        'http://b/branding',
      ]),
    );
  });

  it('asks once while the answer is fresh', async () => {
    let now = 0;
    const { fetchFn, calls } = api([{ name: 'a' }]);
    const brands = createBrandSource({ url: 'http://api/branding', fetchFn, now: () => now, maxAgeMs: 1000 });
    expect(await brands.current()).toEqual({ name: 'a' });
    now = 999;
    expect(await brands.current()).toEqual({ name: 'a' });
    expect(calls()).toBe(1);
  });

  it('serves the kept brand while it asks again, and the new one after', async () => {
    let now = 0;
    const { fetchFn } = api([{ name: 'a' }, { name: 'b' }]);
    const brands = createBrandSource({ url: 'http://api/branding', fetchFn, now: () => now, maxAgeMs: 1000 });
    await brands.current();
    now = 1000;
    expect(await brands.current()).toEqual({ name: 'a' });
    await vi.waitFor(async () => expect(await brands.current()).toEqual({ name: 'b' }));
  });

  it('keeps the last brand when the API fails, and has none before its first answer', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const { fetchFn } = api([new Error('down'), { name: 'a' }, new Error('down again')]);
    const brands = createBrandSource({
      url: 'http://api/branding',
      fetchFn,
      now: () => now,
      maxAgeMs: 1000,
      onError: (error) => errors.push(error),
    });
    expect(await brands.current()).toBeUndefined();
    expect(await brands.current()).toEqual({ name: 'a' });
    now = 5000;
    expect(await brands.current()).toEqual({ name: 'a' });
    await vi.waitFor(() => expect(errors).toHaveLength(2));
  });

  it('does not hold the first visitor longer than firstWaitMs', async () => {
    const fetchFn = (() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    const brands = createBrandSource({ url: 'http://api/branding', fetchFn, firstWaitMs: 20 });
    const started = performance.now();
    expect(await brands.current()).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
