import { describe, expect, it } from 'vitest';
import { FILE_SIGNATURES, matchesExtension } from '@resident/contract/limits';
import { SNIFFED_CONTENT_TYPES, sniffContentType } from './sniff-content-type.ts';
import { officeZip } from '../test-support/sample-files.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffContentType', () => {
  it.each([
    ['PDF', text('%PDF-1.7\n%âãÏÓ'), 'application/pdf'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['GIF', text('GIF89a\u0001\u0000'), 'image/gif'],
    ['WEBP', text('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    ['DOCX', officeZip('word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['XLSX', officeZip('xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['another zip', officeZip('photos/1.jpg'), 'application/zip'],
    ['Russian text', text('Прошу сделать перерасчёт.\r\n\tСпасибо'), 'text/plain; charset=utf-8'],
    ['HTML, served as text', text('<script>alert(1)</script>'), 'text/plain; charset=utf-8'],
    ['binary', bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01), 'application/octet-stream'],
    ['Latin-1, not UTF-8', bytes(0x63, 0x61, 0x66, 0xe9), 'application/octet-stream'],
    ['empty', bytes(), 'application/octet-stream'],
  ])('%s', (_name, head, type) => {
    expect(sniffContentType(head)).toBe(type);
  });

  it('ignores what a PDF claims in its name or type: the bytes decide', () => {
    expect(sniffContentType(text('MZ\u0090\u0000 not a pdf'))).toBe('application/octet-stream');
  });

  it('accepts text whose sample (not the file) ends inside a multi-byte character', () => {
    const sample = text('Справка');
    const cut = sample.subarray(0, sample.length - 1);
    expect(sniffContentType(cut, true)).toBe('text/plain; charset=utf-8');
    expect(sniffContentType(cut, false)).toBe('application/octet-stream');
  });

  // One table (the contract's FILE_SIGNATURES) for what an upload may be and what it is served as.
  it('serves a PDF whose header follows a preamble as a PDF, as the upload rule takes it', () => {
    const head = new Uint8Array([...bytes(0x00, 0x01, 0x02, 0xff), ...text(' junk\n%PDF-1.7\n')]);
    expect(matchesExtension('pdf', head)).toBe(true);
    expect(sniffContentType(head)).toBe('application/pdf');
  });

  it('answers only types the download routes declare', () => {
    for (const { contentType } of FILE_SIGNATURES) expect(SNIFFED_CONTENT_TYPES).toContain(contentType);
  });
});
