import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The upstream's answer as the proxy passes it on; a fault may change any part. */
export interface ProxiedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Changes one answer, or passes it on as it is. */
export type Fault = (request: { method: string; url: string }, answer: ProxiedAnswer) => ProxiedAnswer;

export interface BrokenBackend {
  /** The proxy's origin; the API is under `${origin}/api` as upstream's. */
  origin: string;
  close(): Promise<void>;
}

// Hop-by-hop or recomputed by fetch/Node; the rest passes through.
const DROPPED = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'content-encoding',
]);

/** A backend that behaves like the reference one except for `fault`: an HTTP proxy in front of it. */
export async function startBrokenBackend(upstream: string, fault: Fault): Promise<BrokenBackend> {
  const server = createServer((request, response) => {
    void forward(upstream, request, fault).then(
      (answer) => {
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
      },
      (error: unknown) => {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function forward(upstream: string, request: IncomingMessage, fault: Fault): Promise<ProxiedAnswer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !DROPPED.has(entry[0]),
    ),
  );
  const method = request.method ?? 'GET';
  const url = request.url ?? '/';
  const reply = await fetch(`${upstream}${url}`, {
    method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const answer: ProxiedAnswer = {
    status: reply.status,
    headers: Object.fromEntries([...reply.headers].filter(([name]) => !DROPPED.has(name))),
    body: Buffer.from(await reply.arrayBuffer()),
  };
  return fault({ method, url }, answer);
}

export const json = (answer: ProxiedAnswer): unknown => JSON.parse(answer.body.toString('utf8'));

export const withJson = (answer: ProxiedAnswer, status: number, body: unknown): ProxiedAnswer => ({
  status,
  headers: { ...answer.headers, 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify(body)),
});
