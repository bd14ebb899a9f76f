import { openBrowser } from '@resident/test-stack';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { gzipSize } from '../lib/gzip-size.ts';
import { PORTAL_DIST } from '../repo-paths.ts';
import { keepSession, seedSession, type ResidentSession } from './session.ts';
import type { LoadedResource } from './weight-rows.ts';

export interface ColdLoad {
  /** Where the portal ended up: a guard may have redirected. */
  finalPath: string;
  requests: number;
  resources: LoadedResource[];
}

function kindOf(contentType: string): LoadedResource['kind'] {
  if (/javascript|ecmascript/.test(contentType)) return 'js';
  if (contentType.includes('text/css')) return 'css';
  return 'other';
}

async function describe(request: Request): Promise<LoadedResource> {
  const response = await request.response();
  const urlPath = new URL(request.url()).pathname;
  const kind = kindOf(response?.headers()['content-type'] ?? '');
  // Only scripts and styles are weighed; other bodies (API answers, images) are just counted.
  if (kind === 'other' || !response) return { path: urlPath, kind, gzipBytes: 0 };
  // A worker that finished may take its script's body with it: the built file is the same bytes.
  const body = await response.body().catch(() => readFile(path.join(PORTAL_DIST, urlPath)));
  return { path: urlPath, kind, gzipBytes: gzipSize(body) };
}

/**
 * One cold load of `url` in a fresh browser profile with the cache off, until the network is quiet:
 * every request Chromium made (the page's and its workers'), and the gzip size of each script and
 * stylesheet body it received.
 */
export async function coldLoad(url: string, session?: ResidentSession): Promise<ColdLoad> {
  const browser = await openBrowser();
  try {
    const { context, page } = browser;
    if (session) await seedSession(context, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let requests = 0;
    const finished: Promise<LoadedResource>[] = [];
    context.on('request', () => requests++);
    context.on('requestfinished', (request) => finished.push(describe(request)));
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const resources = await Promise.all(finished);
    if (session) await keepSession(page, session);
    return { finalPath: new URL(page.url()).pathname, requests, resources };
  } finally {
    await browser.close();
  }
}
