import type { Page, WebSocket } from 'playwright-core';

/** As long as Playwright waits for an element: a socket that is not up by then will not come. */
const TIMEOUT_MS = 30_000;

/**
 * Resolves once the next live-update websocket the page opens (`/api/ws`, through the portal
 * server) has been greeted with `{type:'ready'}`: from then on an operator's answer is pushed to the
 * page. Call before the navigation that opens it; an answer sent earlier would only show at the
 * next poll, which is not what a test of live updates may rely on.
 */
export function liveSocketReady(page: Page): Promise<void> {
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error(`No live-update websocket was ready within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    function onSocket(socket: WebSocket) {
      if (new URL(socket.url()).pathname !== '/api/ws') return;
      page.off('websocket', onSocket);
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || (JSON.parse(payload) as { type?: string }).type !== 'ready') return;
        clearTimeout(timer);
        resolve();
      });
    }
    page.on('websocket', onSocket);
  });
  // Like nextResponse: a test that fails before awaiting it must not get a second, unhandled error.
  ready.catch(() => undefined);
  return ready;
}
