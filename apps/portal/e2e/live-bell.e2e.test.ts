import { describe, expect, it } from 'vitest';
import { bellShowing } from './support/appeals';
import { liveSocketReady } from './support/live-socket';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { isSameDocument, markDocument } from './support/same-document';

// Its own stack: the operator's answer changes the resident's tasks.
const env = operatorStackPerFile();
const TASKS = '/api/v3/main/communication/tasks';

/** A GET of the resident's API as the page makes it, with the page's own token. */
async function residentGet<T>(path: string): Promise<T> {
  const token = await env.page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${env.stack.portalUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
}

type Tasks = { chats: { id: number }[]; changeObjects: unknown[] };
const countOf = (tasks: Tasks) => tasks.chats.length + tasks.changeObjects.length;

describe('the bell is live on every signed-in page', () => {
  it('shows an operator answer on the dashboard at once, without a reload and without the minute poll', async () => {
    const { page } = env;
    // The page's clock stands still: the header's 60 s poll never fires, only the websocket can bring it.
    await page.clock.install();
    const live = liveSocketReady(page);
    await signInAs(page, env.stack.portalUrl, 'resident@demo.ru');
    await page.waitForURL(/\/resident\/\d+\/dashboard$/);
    const contragentId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { contragentId?: number }).contragentId);
    const before = await residentGet<Tasks>(`${TASKS}?contragentId=${contragentId}`);
    await bellShowing(page, countOf(before)).waitFor();
    // The frame's socket: no chat or pickup screen is open.
    await live;
    await markDocument(page);

    // An appeal of the resident that holds no unread answer yet.
    const chats = await residentGet<{ content: { id: number }[] }>('/api/v3/main/communication/chats?page=1&size=50');
    const quiet = chats.content.find((chat) => !before.chats.some((task) => task.id === chat.id));
    expect(quiet).toBeDefined();
    let taskLoads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === TASKS) taskLoads += 1;
    });

    await env.stack.operator.answer(quiet!.id, `Здравствуйте! Проверили, всё в порядке. (${Date.now()})`);
    await bellShowing(page, countOf(before) + 1).waitFor();
    // Loaded because the socket said so, in this very document.
    expect(taskLoads).toBeGreaterThan(0);
    expect(await isSameDocument(page)).toBe(true);
  });
});
