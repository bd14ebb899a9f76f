/**
 * The serving operator's brand as the portal's own visitors get it (spec §7
 * client/freeAccess/branding), for the prerendered HTML. Kept for `maxAgeMs`, then asked again
 * in the background while the kept one still serves: an operator's new brand reaches new visitors
 * within that time, and no visitor waits for the API once the first answer is in.
 */
export type BrandSource = {
  /** The brand's answer as parsed JSON; undefined when the API has not answered (yet). */
  current(): Promise<unknown>;
};

export type BrandSourceOptions = {
  /** The branding call's address, or a function giving it each time (an instance that is up). */
  url: string | (() => string);
  maxAgeMs?: number;
  /** How long a visitor may wait for the very first answer before getting the page without it. */
  firstWaitMs?: number;
  fetchFn?: typeof fetch;
  now?: () => number;
  onError?: (error: unknown) => void;
};

export function createBrandSource({
  url,
  maxAgeMs = 30_000,
  firstWaitMs = 2_000,
  fetchFn = fetch,
  now = Date.now,
  onError = () => {},
}: BrandSourceOptions): BrandSource {
  let kept: { body: unknown; at: number } | undefined;
  // Read through a function: TypeScript would keep `kept` narrowed across the awaits below.
  const keptBody = () => kept?.body;
  let asking: Promise<void> | undefined;

  const ask = () =>
    (asking ??= fetchFn(typeof url === 'string' ? url : url(), { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`branding answered HTTP ${response.status}`);
        kept = { body: await response.json(), at: now() };
      })
      .catch(onError)
      .finally(() => {
        asking = undefined;
      }));

  return {
    async current() {
      if (kept && now() - kept.at < maxAgeMs) return kept.body;
      const answered = ask();
      if (kept) return kept.body;
      await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, firstWaitMs).unref())]);
      return keptBody();
    },
  };
}
