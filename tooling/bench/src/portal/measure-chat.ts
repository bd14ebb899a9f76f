import { notMeasured, type Row } from '../report/row.ts';
import type { DiscoveredRoute } from './discover-routes.ts';
import type { ResidentSession } from './session.ts';

/** What a portal measurement may use: the running stack, the signed-in resident, the routes. */
export interface PortalContext {
  portalUrl: string;
  operatorApiUrl: string;
  session: ResidentSession;
  routes: DiscoveredRoute[];
}

export const CHAT_SUBJECT = 'chat with 10 000 messages';
const BUDGET = 'smooth at 10 000 (virtualised or paged)';

/**
 * §4 "lists that grow stay smooth at 10 000 items", on the chat: time to open it and frame timing
 * while scrolling. The chats feature is not built yet; when it is, this function seeds a chat with
 * 10 000 messages through the operator API, opens it in a browser with the resident's session
 * (seedSession) and reports the two figures. Nothing else in the bench changes.
 */
export async function measureChat(_context: PortalContext): Promise<Row[]> {
  return [
    notMeasured(CHAT_SUBJECT, 'time to open', 'chats not built yet', BUDGET),
    notMeasured(CHAT_SUBJECT, 'frame timing while scrolling', 'chats not built yet', BUDGET),
  ];
}
