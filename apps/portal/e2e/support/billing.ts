import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** A GET of the operator API from the page, with the session's bearer token (what the portal itself sends). */
export async function apiGet<T>(page: Page, apiPath: string): Promise<T> {
  return page.evaluate(async (target) => {
    const response = await fetch(`/api/v3/${target}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    if (!response.ok) throw new Error(`GET ${target} answered ${response.status}`);
    return (await response.json()) as T;
  }, apiPath);
}

const rubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '1 234,56 ₽' with plain spaces, as a cell's text reads once whitespace is normalised. */
export function shownMoney(kopecks: number): string {
  return plain(rubles.format(kopecks / 100));
}

export function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The payment QR of a receipt PDF's first page (ГОСТ Р 56042-2014), read the way a banking app
 * reads paper: poppler's pdftoppm draws the page, jsQR decodes the image. Returns the fields.
 */
export function readReceiptQr(pdf: Buffer): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'resident-receipt-'));
  try {
    const pdfPath = path.join(dir, 'receipt.pdf');
    writeFileSync(pdfPath, pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '200',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfPath,
      path.join(dir, 'page'),
    ]);
    const image = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
    const code = jsQR(
      new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length),
      image.width,
      image.height,
    );
    if (!code) throw new Error('No QR code found on the receipt');
    const [format, ...pairs] = code.data.split('|');
    const fields: Record<string, string> = { format: format ?? '' };
    for (const pair of pairs) {
      const at = pair.indexOf('=');
      fields[pair.slice(0, at)] = pair.slice(at + 1);
    }
    return fields;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
