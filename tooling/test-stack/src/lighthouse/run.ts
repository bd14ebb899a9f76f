import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, chromiumPath } from '../browser.ts';
import { readLocalStorage, seedLocalStorage, type StorageEntries } from './storage.ts';

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseRunOptions {
  /**
   * 'mobile' is Lighthouse's default: a Moto G Power on slow 4G, throttling simulated (4× CPU,
   * 150 ms RTT, 1.6 Mbps). 'desktop' is its desktop preset: quicker, for the categories that do
   * not depend on throttling.
   */
  preset: 'mobile' | 'desktop';
  categories?: LighthouseCategory[];
  /**
   * A signed-in resident: put into the origin's localStorage before the run, which then keeps the
   * origin's storage (the HTTP cache is still emptied). The storage the page left is handed back.
   */
  localStorage?: StorageEntries;
  /** Gives up on one attempt (and kills Chromium) after this long. */
  timeoutMs?: number;
  /** Attempts when Lighthouse reports a runtime error (3). */
  attempts?: number;
}

export interface LighthouseRun {
  result: Result;
  /** What the page left in localStorage, when the run was given a session. */
  localStorage?: StorageEntries;
}

/**
 * Lighthouse cannot reach anything but this machine: every other host name fails to resolve at
 * once. A page or an audit that tried the network would otherwise wait for a timeout (or, with a
 * network, measure someone else's server).
 */
const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Lighthouse's own failure to record a load, told apart from ours (a timeout, a crash). */
class LighthouseRuntimeError extends Error {}

/**
 * One Lighthouse run of `url` in a fresh Chromium profile (Debian's, or CHROMIUM_PATH), removed
 * afterwards. Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART,
 * "please run Lighthouse again"), so a runtime error is tried again in a new profile; after the
 * last attempt it is thrown: a page that did not load has no score.
 */
export async function runLighthouse(url: string, options: LighthouseRunOptions): Promise<LighthouseRun> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, options);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= attempts) throw error;
    }
  }
}

async function runOnce(url: string, options: LighthouseRunOptions): Promise<LighthouseRun> {
  const browser = await openLighthouseBrowser(new URL(url).origin, options.localStorage);
  try {
    const result = await browser.audit(url, { ...options, attempts: 1 });
    return { result, localStorage: options.localStorage ? await browser.localStorage() : undefined };
  } finally {
    await browser.close();
  }
}

/**
 * One Chromium (fresh profile, loopback only) for several Lighthouse runs on one origin, with
 * `localStorage` seeded first. The e2e suite audits every resident route in it: each run keeps the
 * profile's storage (the session, refreshed as the portal refreshes it) and its HTTP cache, which
 * costs the scores nothing and saves a browser start and a download of the scripts per route. Runs
 * that time pages use a browser each (`runLighthouse`), with an empty cache.
 */
export interface LighthouseBrowser {
  /** One Lighthouse run of `url`; a Lighthouse runtime error is tried again (see runLighthouse). */
  audit(url: string, options: Omit<LighthouseRunOptions, 'localStorage'>): Promise<Result>;
  /** The origin's localStorage as the pages left it. */
  localStorage(): Promise<StorageEntries>;
  close(): Promise<void>;
}

export async function openLighthouseBrowser(origin: string, localStorage?: StorageEntries): Promise<LighthouseBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'resident-lighthouse-'));
  let chrome: LaunchedChrome | undefined;
  const close = async () => {
    chrome?.kill();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
  };
  try {
    chrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: [...CHROMIUM_FLAGS, LOOPBACK_ONLY],
      userDataDir,
      logLevel: 'silent',
      handleSIGINT: false,
    });
    if (localStorage) await seedLocalStorage(chrome.port, origin, localStorage);
  } catch (error) {
    await close();
    throw error;
  }
  const launched = chrome;
  const keepStorage = Boolean(localStorage);
  return {
    async audit(url, options) {
      const attempts = options.attempts ?? 3;
      for (let attempt = 1; ; attempt++) {
        try {
          return await auditOnce(launched, url, options, keepStorage);
        } catch (error) {
          if (!(error instanceof LighthouseRuntimeError) || attempt >= attempts) throw error;
        }
      }
    },
    localStorage: () => readLocalStorage(launched.port, origin),
    close,
  };
}

async function auditOnce(
  chrome: LaunchedChrome,
  url: string,
  options: Omit<LighthouseRunOptions, 'localStorage'>,
  keepStorage: boolean,
): Promise<Result> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeoutMs = options.timeoutMs ?? 180_000;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        chrome.kill();
        reject(new Error(`Lighthouse on ${url} did not finish within ${timeoutMs / 1000} s`));
      }, timeoutMs);
    });
    const run = lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: options.categories,
        // The seeded session lives in the origin's storage, which Lighthouse would otherwise clear.
        disableStorageReset: keepStorage,
        // The not-found page answers 404 on purpose; Lighthouse would refuse to audit it.
        ignoreStatusCode: true,
        maxWaitForLoad: Math.min(60_000, timeoutMs / 2),
      },
      options.preset === 'desktop' ? desktopConfig : undefined,
    );
    const runner = await Promise.race([run, timeout]);
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = runner;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code} — ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    clearTimeout(timer);
  }
}
