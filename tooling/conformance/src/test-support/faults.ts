import { json, withJson, type Fault } from './broken-backend.ts';

/** (a) The user call answers `surname` where the contract says `lastName`. */
export const renamesAField: Fault = (request, answer) => {
  if (request.method !== 'GET' || !request.url.startsWith('/api/v3/main/user/') || answer.status !== 200) return answer;
  const { lastName, ...rest } = json(answer) as Record<string, unknown>;
  return withJson(answer, 200, { ...rest, surname: lastName });
};

/** (b) Bad input answers 500 instead of 400 (the oauth endpoints keep their own errors). */
export const fails500OnBadInput: Fault = (request, answer) =>
  answer.status === 400 && request.url.startsWith('/api/v3/')
    ? withJson(answer, 500, { message: 'Internal Server Error' })
    : answer;

/**
 * (c) A chat the upstream refused (another resident's) is served from what the proxy saw its owner
 * receive: resident A's chat leaks to resident B.
 */
export function leaksChats(): Fault {
  const seen = new Map<string, Buffer>();
  return (request, answer) => {
    if (request.method !== 'GET' || !/^\/api\/v3\/main\/communication\/chat\/\d+/.test(request.url)) return answer;
    const path = request.url.split('?')[0]!;
    if (answer.status === 200) seen.set(path, answer.body);
    const leaked = seen.get(path);
    return answer.status === 404 && leaked
      ? { status: 200, headers: { ...answer.headers, 'content-type': 'application/json' }, body: leaked }
      : answer;
  };
}
