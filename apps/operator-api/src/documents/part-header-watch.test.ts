import { describe, expect, it } from 'vitest';
import { watchPartHeaders } from './part-header-watch.ts';

const BOUNDARY = '----b7MA4YWxk';
const part = (disposition: string, data = '%PDF-1.4\n') =>
  `--${BOUNDARY}\r\n${disposition}\r\nContent-Type: application/pdf\r\n\r\n${data}\r\n`;
const body = (...parts: string[]) => Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`, 'latin1');

/** Feeds the body in chunks of `size` bytes, as a socket may cut it. */
function watch(bytes: Buffer, size = bytes.length) {
  const watcher = watchPartHeaders(BOUNDARY);
  for (let offset = 0; offset < bytes.length; offset += size) watcher.push(bytes.subarray(offset, offset + size));
  return watcher.problem;
}

describe('watchPartHeaders', () => {
  it.each([1, 3, 7, 64, 100_000])('passes sound parts, however the body is cut (%i-byte chunks)', (size) => {
    const sound = body(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nТема\r\n`,
      part('Content-Disposition: form-data; name="files"; filename="скан.pdf"'),
      // Data that looks like a delimiter without its CRLF, and like headers, is data.
      part(
        'Content-Disposition: form-data; name="files"; filename="b.txt"',
        `--${BOUNDARY}x\r\nbroken\rheader\r\n\r\n`,
      ),
      part('Content-Disposition: form-data; name="files"; filename="empty.pdf"', ''),
    );
    expect(watch(sound, size)).toBeUndefined();
  });

  it.each([1, 5, 100_000])('finds a raw CR, LF or CRLF in a file name (%i-byte chunks)', (size) => {
    for (const name of ['a\rb.pdf', 'a\nb.pdf', 'a\r\nb.pdf']) {
      const broken = body(
        part('Content-Disposition: form-data; name="files"; filename="ok.pdf"'),
        part(`Content-Disposition: form-data; name="files"; filename="${name}"`),
      );
      expect(watch(broken, size), JSON.stringify(name)).toBe('bad-file-name');
    }
  });

  it('tells a broken field header from a broken file name', () => {
    expect(watch(body(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="sub\rject"\r\n\r\nТема\r\n`))).toBe(
      'bad-header',
    );
  });

  it('stops at the closing delimiter: what follows is not read as parts', () => {
    expect(
      watch(
        Buffer.concat([
          body(part('Content-Disposition: form-data; name="files"; filename="a.pdf"')),
          Buffer.from(`--${BOUNDARY}\r\nbad\rline\r\n\r\n`),
        ]),
      ),
    ).toBeUndefined();
  });
});
