import { openBrowser, operatorSide } from '@resident/test-stack';
import type { Page } from 'playwright-core';
import { BUDGETS } from '../budgets.ts';
import { ms, seconds } from '../lib/format.ts';
import { checked, info, type Row } from '../report/row.ts';
import { applyMobileProfile, MOBILE_PROFILE } from './mobile-profile.ts';
import type { DiscoveredRoute } from './discover-routes.ts';
import { fillPattern } from './route-pattern.ts';
import { keepSession, seedSession, type ResidentSession } from './session.ts';

/** What a portal measurement may use: the running stack, the signed-in resident, the routes. */
export interface PortalContext {
  portalUrl: string;
  operatorApiUrl: string;
  /** Opens the operator API's admin side (/api/admin), which plays the operator. */
  adminToken: string;
  session: ResidentSession;
  routes: DiscoveredRoute[];
}

export const CHAT_SUBJECT = 'chat with 10 000 messages';
const MESSAGES = 10_000;
/** The demo seed's help chat of resident@demo.ru («Не пришла квитанция за май»). */
const DEMO_HELP_CHAT_ID = 1;
/** Parallel operator answers while seeding: the API serialises writes anyway. */
const SEED_CONCURRENCY = 8;
const LAST_TEXT = `Последнее сообщение ${MESSAGES}`;
/** «Показать более ранние» presses while scrolling: each shows 50 more and, past the loaded ones, fetches a page. */
const EARLIER_PRESSES = 6;
const WHEEL_STEPS = 12;

/** Adds MESSAGES operator answers to the chat through the operator API, the last one recognisable. */
async function seedMessages(context: PortalContext, progress: (text: string) => void): Promise<void> {
  const operator = operatorSide(`${context.operatorApiUrl}/api`, context.adminToken);
  let next = 1;
  const worker = async () => {
    for (let i = next++; i < MESSAGES; i = next++) {
      await operator.answer(DEMO_HELP_CHAT_ID, `Сообщение оператора ${i}: ответ по обращению о квитанции за май`);
      if (i % 2_500 === 0) progress(`seeded ${i} of ${MESSAGES} messages`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  await operator.answer(DEMO_HELP_CHAT_ID, LAST_TEXT);
}

/** Records every animation frame's interval until stopped; read back with `stopFrames`. */
function startFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const frames: number[] = [];
    let last = performance.now();
    let running = true;
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    (window as Window & { benchFrames?: () => number[] }).benchFrames = () => {
      running = false;
      return frames;
    };
  });
}

const stopFrames = (page: Page) =>
  page.evaluate(() => (window as Window & { benchFrames?: () => number[] }).benchFrames?.() ?? []);

const messagesInDom = (page: Page) => page.getByTestId('chat-message').count();

/** Scrolls the thread up with the wheel, pressing «Показать более ранние» whenever the top is reached. */
async function scrollThroughHistory(page: Page): Promise<number> {
  const thread = page.getByTestId('chat-thread');
  const box = await thread.boundingBox();
  if (!box) throw new Error('The chat thread is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  let presses = 0;
  while (presses < EARLIER_PRESSES) {
    for (let step = 0; step < WHEEL_STEPS; step++) {
      await page.mouse.wheel(0, -600);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    const earlier = page.getByRole('button', { name: 'Показать более ранние' });
    if (!(await earlier.isVisible())) break;
    const before = await messagesInDom(page);
    await earlier.click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="chat-message"]').length > count,
      before,
      { timeout: 60_000 },
    );
    presses++;
  }
  return presses;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * §4 "lists that grow stay smooth at 10 000 items", on the chat: seeds 10 000 operator answers
 * through the operator API, opens the chat cold under the mobile profile and scrolls back through
 * its history, pressing «Показать более ранние».
 */
export async function measureChat(context: PortalContext, progress: (text: string) => void = () => {}): Promise<Row[]> {
  // The help chat's route from the chats feature's manifest (the one with :userId and one more id).
  const chatRoute = context.routes.find((route) => route.feature === 'chats' && /\/chats\/:\w+$/.test(route.path));
  if (!chatRoute) throw new Error('The chats feature declares no /chats/:id route');
  const [, idParam] = /\/chats\/:(\w+)$/.exec(chatRoute.path)!;
  const chatPath = fillPattern(chatRoute.path, {
    userId: context.session.userId,
    [idParam!]: String(DEMO_HELP_CHAT_ID),
  });
  if (!chatPath) throw new Error(`${chatRoute.path}: unexpected parameters`);
  await seedMessages(context, progress);
  const url = `${context.portalUrl}${chatPath}`;
  const browser = await openBrowser({ width: MOBILE_PROFILE.width, height: MOBILE_PROFILE.height });
  try {
    const { context: browserContext, page } = browser;
    await seedSession(browserContext, context.session);
    await applyMobileProfile(await browserContext.newCDPSession(page));
    await page.goto(url, { waitUntil: 'commit', timeout: 90_000 });
    await page.getByText(LAST_TEXT).waitFor({ timeout: 90_000 });
    const openMs = await page.evaluate(() => performance.now());
    const shownAtOpen = await messagesInDom(page);

    await startFrames(page);
    const presses = await scrollThroughHistory(page);
    const frames = await stopFrames(page);
    const shownAfter = await messagesInDom(page);
    await keepSession(page, context.session);

    const p95 = percentile(frames, 95);
    const longFrames = frames.filter((frame) => frame > 50).length;
    const windowed = shownAfter <= BUDGETS.chatMessagesInDomMax;
    return [
      info(CHAT_SUBJECT, 'time to open, mobile (newest message shown)', seconds(openMs)),
      checked(
        CHAT_SUBJECT,
        'messages in the DOM at open / after scrolling',
        `${shownAtOpen} / ${shownAfter} (${presses} × «Показать более ранние»)`,
        `≤ ${BUDGETS.chatMessagesInDomMax}`,
        windowed,
      ),
      checked(
        CHAT_SUBJECT,
        `frame interval while scrolling, mobile, p95 of ${frames.length}`,
        `${ms(p95)} (median ${ms(percentile(frames, 50))}, ${longFrames} over 50 ms)`,
        `≤ ${ms(BUDGETS.scrollFrameP95Ms)}`,
        p95 <= BUDGETS.scrollFrameP95Ms,
      ),
    ];
  } finally {
    await browser.close();
  }
}
