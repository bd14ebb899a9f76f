/** One answer of the backend, its body read once. */
export interface Answer {
  status: number;
  headers: Headers;
  /** Media type without parameters, lower case ('application/json'). */
  mediaType: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  text: string;
  bytes: number;
}

export type Auth = { bearer: string } | 'client' | 'none';

export interface Request {
  /** Path parameters in the order of the path template. */
  path?: (string | number)[];
  query?: Record<string, string | number | undefined>;
  auth?: Auth;
  form?: Record<string, string>;
  json?: unknown;
  multipart?: FormData;
  /** A different browser: a replayed refresh token must not look like another tab of the same one. */
  userAgent?: string;
  /** Further headers the operation declares (Idempotency-Key, X-Acquirer-Signature). */
  headers?: Record<string, string>;
}

export const USER_AGENT = 'resident-conformance/1 (+tooling/conformance)';
const TIMEOUT_MS = 60_000;

export const isJsonMedia = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

export function fillPath(template: string, values: (string | number)[]): string {
  let index = 0;
  return template.replace(/\{[^}]+\}/g, (whole) => {
    const value = values[index++];
    if (value === undefined) throw new Error(`no value for ${whole} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

export async function send(
  url: string,
  method: string,
  request: Request,
  clientAuthorization: string,
): Promise<Answer> {
  const headers: Record<string, string> = {
    'user-agent': request.userAgent ?? USER_AGENT,
    accept: 'application/json, */*',
    ...request.headers,
  };
  const auth = request.auth ?? 'none';
  if (auth === 'client') headers['authorization'] = clientAuthorization;
  else if (auth !== 'none') headers['authorization'] = `Bearer ${auth.bearer}`;
  let body: BodyInit | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form);
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = jsonBody(request.json);
  } else if (request.multipart) {
    body = request.multipart;
  }
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const buffer = Buffer.from(await response.arrayBuffer());
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = isJsonMedia(mediaType) || mediaType.startsWith('text/') ? buffer.toString('utf8') : '';
  let json: unknown;
  if (isJsonMedia(mediaType)) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, mediaType, json, text, bytes: buffer.length };
}

export function queryString(query: Request['query']): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  const search = new URLSearchParams(
    entries.map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return search ? `?${search}` : '';
}

/** The exact bytes a JSON body is sent as, so a caller can sign what the backend receives. */
export const jsonBody = (value: unknown): string => JSON.stringify(value);
