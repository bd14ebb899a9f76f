import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { openBrowser, type Browser } from '@resident/test-stack';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Every story of the Storybook build, opened in its own iframe in Chromium: it must render, with
// no console error and no uncaught exception (antd's deprecation warnings are console errors too).
const staticDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

function storiesOfBuild(): IndexEntry[] {
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as typeof index;
  } catch {
    throw new Error('apps/storybook/storybook-static is missing: run `pnpm --filter @resident/storybook build` first');
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

let server: FastifyInstance;
let url: string;
let browser: Browser;

beforeAll(async () => {
  server = Fastify({ logger: false, forceCloseConnections: true });
  await server.register(fastifyStatic, { root: staticDir });
  url = await server.listen({ host: '127.0.0.1', port: 0 });
  browser = await openBrowser({ width: 1024, height: 768 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Collects what goes wrong on the page while `work` runs: console errors, exceptions, failed requests. */
async function watchProblems(work: () => Promise<void>): Promise<string[]> {
  const { page } = browser;
  const problems: string[] = [];
  // Chromium asks every new origin for /favicon.ico, which a Storybook build does not have.
  const isFavicon = (address: string) => new URL(address, url).pathname === '/favicon.ico';
  const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
    if (message.type() === 'error' && !isFavicon(message.location().url)) problems.push(`console: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`exception: ${error.message}`);
  // The console says "Failed to load resource" without the address; this names it.
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400 && !isFavicon(response.url()))
      problems.push(`HTTP ${response.status()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  try {
    await work();
    // Effects and lazy chunks of the first render settle within a few frames.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  } catch (error) {
    problems.push(`did not finish: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('response', onResponse);
  }
  return problems;
}

/** Opens one story in a freshly loaded preview and answers what went wrong: nothing when it rendered cleanly. */
async function problemsOf(story: IndexEntry, globals = ''): Promise<string[]> {
  const { page } = browser;
  const problems = await watchProblems(async () => {
    await page.goto(`${url}/iframe.html?id=${story.id}&viewMode=story${globals}`);
    // Storybook marks the body when the story has rendered (sb-show-main) or failed (sb-show-errordisplay).
    await page.waitForFunction(() => /sb-show-(main|errordisplay|nopreview)/.test(document.body.className), undefined, {
      timeout: 15_000,
    });
    const shown = await page.evaluate(() => document.body.className);
    if (!shown.includes('sb-show-main')) throw new Error(`not rendered: ${shown}`);
  });
  return problems.map((problem) => `${story.title} / ${story.name}: ${problem}`);
}

/**
 * Switches the already loaded preview to a story, as Storybook's own test runner does: loading the
 * preview's bundle again for each of 400 stories took 7 minutes of the test run, switching takes
 * a fraction of a second. Answers what went wrong, like `problemsOf`.
 */
async function problemsAfterSwitchingTo(story: IndexEntry): Promise<string[]> {
  return watchProblems(async () => {
    const outcome = await browser.page.evaluate(
      (storyId) =>
        new Promise<string>((resolve) => {
          const channel = (
            window as unknown as {
              __STORYBOOK_ADDONS_CHANNEL__: {
                once(event: string, listener: (...args: unknown[]) => void): void;
                emit(event: string, payload: unknown): void;
              };
            }
          ).__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(() => resolve('timed out'), 15_000);
          const finish = (result: string) => () => {
            clearTimeout(timer);
            resolve(result);
          };
          channel.once('storyRendered', finish('rendered'));
          for (const failure of ['storyErrored', 'storyThrewException', 'storyMissing', 'playFunctionThrewException'])
            channel.once(failure, finish(failure));
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      story.id,
    );
    if (outcome !== 'rendered') throw new Error(`not rendered: ${outcome}`);
  });
}

describe('the Storybook build', () => {
  const stories = storiesOfBuild();

  it('renders every story without a console error', { timeout: 600_000 }, async () => {
    const problems: string[] = [];
    let opened = 0;
    let reopened = 0;
    problems.push(...(await problemsOf(stories[0]!)));
    opened += 1;
    for (const story of stories.slice(1)) {
      // A story that fails after another one may have inherited its leftovers (a pending request,
      // a portal): only what also fails in a fresh preview counts, and the preview is fresh after it.
      if ((await problemsAfterSwitchingTo(story)).length > 0) {
        reopened += 1;
        problems.push(...(await problemsOf(story)));
      }
      opened += 1;
    }
    process.stdout.write(
      `Storybook: ${opened} stories opened in Chromium (${reopened} reopened in a fresh preview), ${problems.length} problems\n`,
    );
    expect(problems).toEqual([]);
    expect(opened).toBe(stories.length);
    expect(opened).toBeGreaterThan(100);
  });

  it('switches the brand from the toolbar: the example brand colours the page and draws its logo', async () => {
    const logo = stories.find((story) => story.id === 'branding-brand--chosen-in-toolbar');
    expect(logo, 'the branding/Brand story that follows the toolbar').toBeDefined();
    expect(await problemsOf(logo!, '&globals=brand:yugra')).toEqual([]);
    const { page } = browser;
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--rp-color-primary'))).toBe(
      '#00838f',
    );
    expect(await page.locator('img[src^="/brands/yugra/"]').count()).toBeGreaterThan(0);
  });
});
