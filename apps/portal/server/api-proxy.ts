// /api through to the operator API instances (upstreams.ts), written on undici's pools rather
// than @fastify/http-proxy so that each of these holds:
// - a small body (JSON, a form post such as POST /api/oauth/token) is read whole, up to
//   smallBodyLimit, before it goes to an instance: a client sending it a byte at a time holds
//   only its own socket, never a connection to the API;
// - an upload (multipart) streams through on its instance's upload pool, whose few connections
//   and short queue are all uploads can take; one address has at most a few uploads at a time,
//   and at most half an instance's connections in flight in all;
// - ordinary calls wait for an instance's connection in a bounded queue: past it, 503 with
//   Retry-After at once instead of an answer seconds later;
// - an idempotent request (GET, HEAD, OPTIONS, or any with an Idempotency-Key) whose instance
//   refused or dropped the connection before answering is sent once more to another instance
//   (any request whose connection was refused: it cannot have been seen), and that instance is
//   taken out of the rotation;
// - every failure of the proxy's own is a 502/503/504/400 with a spec §8 body, never a library's
//   error code or the URL.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import {
  ANSWERS,
  frameworkErrorAnswer,
  isConnectionFailure,
  neverConnected,
  upstreamErrorAnswer,
  type ErrorAnswer,
} from './error-answers.ts';
import { clientOf, type TrustedPeer } from './client-of.ts';
import { forwardedFrom } from './forwarded-from.ts';
import type { ProxyLimits } from './server-limits.ts';
import type { Upstream, UpstreamSet } from './upstreams.ts';

export interface ApiProxyOptions {
  upstreams: UpstreamSet;
  smallBodyLimit: number;
  /** server-limits.ts oversizedBodyDrainLimit. */
  oversizedBodyDrainLimit: number;
  limits: ProxyLimits;
  /** The proxy in front whose X-Forwarded-For names the resident (client-of.ts); default: nobody. */
  isTrusted?: TrustedPeer;
}

/** Headers of one connection (RFC 9110 §7.6.1), and those the pool sets itself. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
  // The server has already answered 100 Continue (Node does, when the body is read); undici
  // refuses the header.
  'expect',
]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isUpload(contentType: string | undefined): boolean {
  return /^\s*multipart\//i.test(contentType ?? '');
}

/** The headers worth passing on: without hop-by-hop ones, nor any the Connection header names. */
export function passedOn(headers: IncomingHttpHeaders, keepLength: boolean): Record<string, string | string[]> {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name) || named.has(name)) continue;
    if (name === 'content-length' && !keepLength) continue;
    kept[name] = value;
  }
  return kept;
}

export function sendError(reply: FastifyReply, { status, body }: ErrorAnswer, retryAfterSeconds?: number) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

export async function apiProxy(
  app: FastifyInstance,
  { upstreams, smallBodyLimit, oversizedBodyDrainLimit, limits, isTrusted = () => false }: ApiProxyOptions,
) {
  const requestsFrom = new Map<string, number>();
  const uploadsFrom = new Map<string, number>();

  app.removeAllContentTypeParsers();
  // Uploads: the request stream itself, read by the upstream request at the client's pace.
  app.addContentTypeParser(/^\s*multipart\//i, (_request, payload, done) => done(null, payload));
  // Everything else: read whole first (Fastify answers 413 over the limit).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: smallBodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error, request, reply) => {
    const answer = frameworkErrorAnswer(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'the proxy failed');
    // Fastify closes the connection after a 413 (the rest of the body is never read). Refused by
    // its declared length, nothing of it has been read yet: Node drops it after the answer and the
    // connection lives on, so a proxy still sending the body reads the 413, not a broken pipe.
    if (answer.status === 413 && Number(request.headers['content-length']) <= oversizedBodyDrainLimit)
      reply.removeHeader('connection');
    return sendError(reply, answer);
  });

  /** Counts what one address has in flight; false (and nothing counted) when it is at `limit`. */
  const admit = (counts: Map<string, number>, address: string, limit: number, reply: FastifyReply) => {
    const open = counts.get(address) ?? 0;
    if (open >= limit) return false;
    counts.set(address, open + 1);
    reply.raw.once('close', () => {
      const left = (counts.get(address) ?? 1) - 1;
      if (left > 0) counts.set(address, left);
      else counts.delete(address);
    });
    return true;
  };

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const upload = request.body instanceof Readable;
    const body = upload ? (request.body as Readable) : Buffer.isBuffer(request.body) ? request.body : undefined;
    const address = clientOf(request.raw, isTrusted);
    // One address cannot take the connections to the API everybody shares.
    if (!admit(requestsFrom, address, limits.requestsPerAddress, reply))
      return sendError(reply, ANSWERS.busy, limits.retryAfterSeconds);
    if (upload && !admit(uploadsFrom, address, limits.uploadsPerAddress, reply))
      return sendError(reply, ANSWERS.busy, limits.retryAfterSeconds);
    // The client went away: the instance need not finish for nobody.
    const abort = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    // Sent again on a reset only when sending twice does no harm; any read body may go again
    // when the first instance never took the connection (it cannot have seen the request).
    const idempotent = IDEMPOTENT.has(request.method) || request.headers['idempotency-key'] !== undefined;
    // The request's id (@resident/server-observability's requestIdOf), never the client's own header: one id in both servers' logs.
    const headers = { ...forwardedFrom(address, passedOn(request.headers, upload)), 'x-request-id': request.id };
    const tried = new Set<Upstream>();
    let last: Upstream | undefined;
    for (let attempt = 0; ; attempt++) {
      // The second attempt goes to another instance; with only one, to the same once more (a
      // keep-alive connection it had just closed is not the instance being down).
      const upstream = upstreams.pick(tried) ?? (attempt === 1 ? last : undefined);
      if (!upstream) return sendError(reply, ANSWERS.unavailable);
      tried.add(upstream);
      last = upstream;
      const pool = upload ? upstream.uploads : upstream.pool;
      // A full queue: refused now rather than answered in seconds (the API sheds its own load too).
      if (pool.stats.queued >= (upload ? limits.uploadQueue : limits.upstreamQueue))
        return sendError(reply, ANSWERS.busy, limits.retryAfterSeconds);
      try {
        const answer = await pool.request({
          path: request.url,
          method: request.method as 'GET',
          headers,
          body,
          signal: abort.signal,
        });
        reply.code(answer.statusCode);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !NOT_FORWARDED.has(name)) reply.header(name, value);
        }
        return reply.send(answer.body);
      } catch (error) {
        // The client is gone: there is nobody to answer.
        if (abort.signal.aborted) return reply.hijack();
        // The client's own body failing (it hung up mid-upload) says nothing about the instance.
        const clientFailed = upload && (body as Readable).errored !== null;
        if (!clientFailed && isConnectionFailure(error)) {
          upstreams.eject(upstream);
          if (!upload && (idempotent || neverConnected(error)) && attempt === 0) continue;
        }
        request.log.warn({ err: error, upstream: upstream.origin }, 'the operator API did not answer');
        return sendError(reply, clientFailed ? ANSWERS.badRequest : upstreamErrorAnswer(error));
      }
    }
  }
  app.all('/api', forward);
  app.all('/api/*', forward);
}
