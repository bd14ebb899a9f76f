import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadResponse, fileNameFromContentDisposition, saveDocument } from './document-download.ts';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    const header = `attachment; filename="_______.pdf"; filename*=UTF-8''${encodeURIComponent('Справка (копия).pdf')}`;
    expect(fileNameFromContentDisposition(header)).toBe('Справка (копия).pdf');
    expect(fileNameFromContentDisposition('attachment; filename="scan.pdf"')).toBe('scan.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=scan.pdf')).toBe('scan.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'%E0%A4%A')).toBe('a.pdf');
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
  });
});

describe('downloadResponse', () => {
  it('gives the blob of a success and the parsed JSON of a failure', async () => {
    expect(await ((await downloadResponse(new Response('%PDF', { status: 200 }))) as Blob).text()).toBe('%PDF');
    const body = { details: [{ code: 'FILE_NOT_FOUND_ON_SERVER', message: 'Файл не найден на сервере' }] };
    expect(await downloadResponse(new Response(JSON.stringify(body), { status: 400 }))).toEqual(body);
    expect(await downloadResponse(new Response('Bad gateway', { status: 502 }))).toBe('Bad gateway');
  });
});

describe('saveDocument', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    // The test environment is shared between files: put back what jsdom had.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.restoreAllMocks();
  });

  it('clicks a temporary download link to an object URL and cleans up', async () => {
    const create = vi.fn(() => 'blob:portal/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const blob = new Blob(['%PDF']);
    saveDocument({ blob, fileName: 'Справка.pdf' });
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: 'Справка.pdf' }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(revoke).toHaveBeenCalledWith('blob:portal/1');
  });
});
