import type { IncomingMessage } from 'node:http';
import { watchPartHeaders } from './part-header-watch.ts';
import type { PartHeaderProblem } from './part-header-watch.ts';

export interface PartHeaderGuard {
  /** The parser's parts, ending with the refusal (between two parts) once a broken part header is seen. */
  parts<T>(parts: AsyncIterable<T>): AsyncGenerator<T>;
  /** The refusal, once a broken part header was seen. */
  readonly refusal: Error | undefined;
  /** Stops watching; after a refusal, reads and drops the rest of the body. */
  end(): void;
}

/** The boundary parameter of a multipart Content-Type, quoted or not. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * Watches a multipart body beside its parser (part-header-watch.ts) and turns a broken part header
 * into the upload's refusal. The listener is prepended before the parser pipes the body (on the
 * first step of the parts' loop): it sees every chunk first and starts no flow of its own. The
 * parser may wait for ever on the part it dropped, so the loop is ended from here; it waits only
 * between parts, so no file is being stored then, and the rest of the body is read and dropped,
 * so the client still gets the answer.
 */
export function guardPartHeaders(
  raw: IncomingMessage,
  refusalOf: (problem: PartHeaderProblem) => Error,
): PartHeaderGuard {
  let refusal: Error | undefined;
  let stop!: (error: Error) => void;
  const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
  stopped.catch(() => undefined);
  const boundary = boundaryOf(raw.headers['content-type']);
  const watch =
    boundary === undefined ? undefined : watchPartHeaders(boundary, (problem) => stop((refusal = refusalOf(problem))));
  const push = (chunk: Buffer) => watch?.push(chunk);
  raw.prependListener('data', push);
  return {
    async *parts(parts) {
      const iterator = parts[Symbol.asyncIterator]();
      for (;;) {
        const next = await Promise.race([iterator.next(), stopped]);
        if (next.done === true) return;
        yield next.value;
      }
    },
    get refusal() {
      return refusal;
    },
    end() {
      raw.off('data', push);
      if (refusal === undefined) return;
      raw.unpipe();
      raw.resume();
    },
  };
}
