/** What a part's header block can be wrong with, as far as the parser hides it. */
export type PartHeaderProblem = 'bad-file-name' | 'bad-header';

export interface PartHeaderWatch {
  /** Each chunk of the body, in order, as the parser gets it. */
  push(chunk: Buffer): void;
  /** The first broken part header seen, if any. */
  readonly problem: PartHeaderProblem | undefined;
}

/** busboy's own bound of a part's headers: past it the parser truncates, and so does the watch. */
const MAX_HEADER_BYTES = 80 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** Quotes in a line, escaped ones aside: an odd count leaves a quoted name open (cut at a raw CRLF). */
const quotesIn = (line: string) => line.replace(/\\./g, '').split('"').length - 1;

/** A header block's lines hold a bare CR or LF, a line that is no `name: value`, or an unclosed quote. */
function isBroken(block: string): boolean {
  return block
    .split('\r\n')
    .some((line) => /[\r\n]/.test(line) || (line !== '' && !line.includes(':')) || quotesIn(line) % 2 === 1);
}

/**
 * Watches the part headers of a multipart body beside the parser. busboy skips, without a word, a
 * part whose header holds a bare CR or LF (a raw CR in a file name: the file was silently
 * dropped and the request answered 200) and cuts a name at a raw CRLF; browsers never send either
 * (they escape them as %0D, %0A), so such a header is refused instead. Linear, and keeps at most
 * one header block in memory.
 */
export function watchPartHeaders(
  boundary: string,
  onProblem: (problem: PartHeaderProblem) => void = () => undefined,
): PartHeaderWatch {
  // The parser reads the body as if it began with a CRLF, so the first delimiter has one too.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let pending: Buffer = Buffer.from(CRLF);
  let state: 'delimiter' | 'line' | 'headers' | 'done' = 'delimiter';
  let problem: PartHeaderProblem | undefined;

  function step(): boolean {
    if (state === 'delimiter') {
      const at = pending.indexOf(delimiter);
      if (at < 0) {
        pending = pending.subarray(Math.max(0, pending.length - delimiter.length + 1));
        return false;
      }
      pending = pending.subarray(at + delimiter.length);
      state = 'line';
      return true;
    }
    if (state === 'line') {
      if (pending.length < 2) return false;
      // '--' closes the body; otherwise the rest of the delimiter line (padding) ends at its CRLF.
      if (pending[0] === 0x2d && pending[1] === 0x2d) {
        state = 'done';
        return false;
      }
      const end = pending.indexOf(CRLF);
      if (end < 0) return false;
      pending = pending.subarray(end + CRLF.length);
      state = 'headers';
      return true;
    }
    if (state === 'headers') {
      // A part without headers has its blank line at once; otherwise the headers end at CRLF CRLF.
      const empty = pending.subarray(0, 2).equals(CRLF);
      const end = empty ? 0 : pending.indexOf(HEADER_END);
      if (end < 0) {
        if (pending.length > MAX_HEADER_BYTES) {
          pending = Buffer.alloc(0);
          state = 'delimiter';
        }
        return false;
      }
      const block = pending.subarray(0, end).toString('latin1');
      if (problem === undefined && isBroken(block)) {
        problem = /filename/i.test(block) ? 'bad-file-name' : 'bad-header';
        onProblem(problem);
      }
      // The part's data follows; the next delimiter is searched in it, as the parser does.
      pending = pending.subarray(empty ? CRLF.length : end + HEADER_END.length);
      state = 'delimiter';
      return true;
    }
    return false;
  }

  return {
    push(chunk) {
      if (state === 'done' || problem !== undefined) return;
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      while (step());
    },
    get problem() {
      return problem;
    },
  };
}
