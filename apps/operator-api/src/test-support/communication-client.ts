import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TokenResponseSchema } from '@resident/contract';
import { TEST_ADMIN_TOKEN } from './test-server.ts';
import type { TestServer } from './test-server.ts';

export interface UploadFile {
  field?: string;
  name: string;
  content: Uint8Array | string;
  /** What the client claims; the server ignores it. */
  type?: string;
}

/** A multipart body as a browser's FormData would send it; files default to the `files` field. */
export function form(fields: Record<string, string | number>, files: readonly UploadFile[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  for (const file of files) {
    const content = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content;
    body.append(
      file.field ?? 'files',
      new Blob([content], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return body;
}

/** A file of `bytes` zero bytes (for the size limit). */
export const zeros = (bytes: number) => new Uint8Array(bytes);

export async function accessTokenOf(server: TestServer, login: string): Promise<string> {
  return TokenResponseSchema.parse((await server.login(login)).json()).access_token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as a resident (bearer token); a FormData payload goes as multipart. */
export function asResident(server: TestServer, token: string) {
  return (
    method: Method,
    url: string,
    payload?: InjectOptions['payload'] | FormData,
  ): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as InjectOptions['payload'],
    });
}

/** Calls /api/admin/ as the operator. */
export function asOperator(server: TestServer, token: string = TEST_ADMIN_TOKEN) {
  return (method: Method, url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse> =>
    server.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${token}` }, payload });
}
