import type { ResidentSession } from './session.ts';

interface Page {
  content: { id: number }[];
}

async function firstId(url: string, token: string, what: string): Promise<string> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${what}: the operator API answered ${response.status}`);
  const id = ((await response.json()) as Page).content[0]?.id;
  if (id === undefined) throw new Error(`${what}: the signed-in resident has none`);
  return String(id);
}

/**
 * Values for the route parameters past :userId, taken from the signed-in resident's own data as
 * the portal would show it: their first help chat (:id) and first recalculation request
 * (:changeObjectId), asked of the operator API with the resident's token.
 */
export async function residentRouteParams(
  operatorApiUrl: string,
  session: ResidentSession,
): Promise<Record<string, string>> {
  const storage = new Map(session.storage);
  const token = storage.get('token');
  const contragentId = (JSON.parse(storage.get('user') ?? '{}') as { contragentId?: number }).contragentId;
  if (!token || contragentId === undefined) throw new Error('The signed-in session holds no token or contragent');
  const v3 = `${operatorApiUrl}/api/v3`;
  const [id, changeObjectId] = await Promise.all([
    firstId(`${v3}/main/communication/chats`, token, 'Help chats'),
    firstId(`${v3}/client/${contragentId}/changeObjects`, token, 'Recalculation requests'),
  ]);
  return { userId: session.userId, id, changeObjectId };
}
