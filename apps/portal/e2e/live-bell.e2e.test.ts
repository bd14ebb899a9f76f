import { describe, expect, it } from 'vitest';
import { bellShowing } from './support/appeals';
import { liveSocketReady } from './support/live-socket';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { isSameDocument, markDocument } from './support/same-document';

// Its own stack: the operator's answer changes the resident's tasks.
const env = operatorStackPerFile();
const TASKS = '/api/v3/main/communication/tasks';

/** A call of the resident's API with the page's own token, as another tab of the resident makes it. */
async function residentCall(method: 'GET' | 'DELETE', path: string): Promise<Response> {
  const token = await env.page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${env.stack.portalUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok).toBe(true);
  return response;
}
const residentGet = async <T>(path: string) => (await (await residentCall('GET', path)).json()) as T;

type Tasks = { chats: { id: number }[]; changeObjects: unknown[] };
const countOf = (tasks: Tasks) => tasks.chats.length + tasks.changeObjects.length;

describe('the bell is live on every signed-in page', () => {
  it('follows the tasks on the dashboard at once (read in another tab, then answered), without a reload or the minute poll', async () => {
    const { page } = env;
    // The page's clock stands still: the header's 60 s poll never fires, only the websocket can bring it.
    await page.clock.install();
    const live = liveSocketReady(page);
    await signInAs(page, env.stack.portalUrl, 'resident@demo.ru');
    await page.waitForURL(/\/resident\/\d+\/dashboard$/);
    const contragentId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { contragentId?: number }).contragentId,
    );
    const before = await residentGet<Tasks>(`${TASKS}?contragentId=${contragentId}`);
    await bellShowing(page, countOf(before)).waitFor();
    // The frame's socket: no chat or pickup screen is open.
    await live;
    await markDocument(page);

    let taskLoads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === TASKS) taskLoads += 1;
    });

    // The resident reads an answered appeal in another tab (here: the API call that tab makes):
    // this tab's bell goes down.
    const chatId = before.chats[0]!.id;
    await residentCall('DELETE', `/api/v3/main/communication/unreadMessages?chatId=${chatId}`);
    await bellShowing(page, countOf(before) - 1).waitFor();

    // The operator answers it again: the bell goes up.
    await env.stack.operator.answer(chatId, `Здравствуйте! Проверили, всё в порядке. (${Date.now()})`);
    await bellShowing(page, countOf(before)).waitFor();
    // Loaded because the socket said so, in this very document.
    expect(taskLoads).toBeGreaterThan(0);
    expect(await isSameDocument(page)).toBe(true);
  });
});
