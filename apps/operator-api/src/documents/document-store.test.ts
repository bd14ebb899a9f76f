import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { UPLOAD_HEAD_BYTES } from '@resident/contract';
import { samplePdf } from '../test-support/sample-files.ts';
import { createDocumentStore } from './document-store.ts';

const store = () => createDocumentStore(join(mkdtempSync(join(tmpdir(), 'documents-')), 'store'));

describe('document store', () => {
  it('stores a file under a random key, sniffed and counted, readable back', async () => {
    const documents = store();
    const pdf = samplePdf();
    const saved = await documents.save(Readable.from([Buffer.from(pdf.subarray(0, 5)), Buffer.from(pdf.subarray(5))]));
    expect(saved).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      size: pdf.length,
      contentType: 'application/pdf',
      head: Buffer.from(pdf),
    });
    expect(readdirSync(documents.dir)).toEqual([saved.key]);
    expect(statSync(join(documents.dir, saved.key)).mode & 0o777).toBe(0o600);
    const opened = await documents.open(saved.key);
    expect(opened?.size).toBe(pdf.length);
    expect(await text(opened!.stream)).toBe(new TextDecoder().decode(pdf));
  });

  it('keeps the first 1 KiB for the upload rules, however the stream is cut', async () => {
    const documents = store();
    const chunks = Array.from({ length: 5 }, (_, index) => Buffer.alloc(300, 0x61 + index));
    const saved = await documents.save(Readable.from(chunks));
    expect(saved.size).toBe(1500);
    expect(saved.head).toEqual(Buffer.concat(chunks).subarray(0, UPLOAD_HEAD_BYTES));
  });

  it('answers undefined for a file that is gone and removes quietly', async () => {
    const documents = store();
    const saved = await documents.save(Readable.from([Buffer.from('Справка')]));
    await documents.remove(saved.key);
    await documents.remove(saved.key);
    expect(await documents.open(saved.key)).toBeUndefined();
  });

  it('refuses keys it did not generate', async () => {
    const documents = store();
    await expect(documents.open('../operator.db')).rejects.toThrow('invalid document key');
    await expect(documents.remove('/etc/passwd')).rejects.toThrow('invalid document key');
  });

  it('leaves nothing behind when the upload stream fails', async () => {
    const documents = store();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('%PDF-'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(documents.save(failing)).rejects.toThrow('client went away');
    expect(readdirSync(documents.dir)).toEqual([]);
  });
});
