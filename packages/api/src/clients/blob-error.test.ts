import { describe, expect, it } from 'vitest';
import { parseBlobError } from './blob-error.ts';

const blob = (text: string) => new Blob([text], { type: 'application/json' });

describe('parseBlobError', () => {
  it('parses the JSON body of a 400 blob', async () => {
    expect(await parseBlobError({ status: 400, data: blob('{"details":"FILE_NOT_FOUND_ON_SERVER"}') })).toEqual({
      status: 400,
      data: { details: 'FILE_NOT_FOUND_ON_SERVER' },
    });
  });

  it('passes a non-JSON 400 body on as text', async () => {
    expect(await parseBlobError({ status: 400, data: blob('oops') })).toEqual({ status: 400, data: 'oops' });
  });

  it('leaves other statuses and non-blob bodies alone', async () => {
    const notFound = { status: 404, data: blob('{}') };
    expect(await parseBlobError(notFound)).toBe(notFound);
    const json = { status: 400, data: { details: 'x' } };
    expect(await parseBlobError(json)).toBe(json);
  });
});
