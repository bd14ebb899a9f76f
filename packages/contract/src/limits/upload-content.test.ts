import { describe, expect, it } from 'vitest';
import {
  ACTIVE_EXTENSIONS,
  hasActiveMarkup,
  isActiveContent,
  matchesExtension,
  SIGNED_EXTENSIONS,
} from './upload-content.ts';

const text = (value: string) => new TextEncoder().encode(value);
const utf16le = (value: string) =>
  new Uint8Array([0xff, 0xfe, ...Array.from(value).flatMap((character) => [character.charCodeAt(0), 0])]);

describe('matchesExtension', () => {
  it('finds the PDF header in the first 1 024 bytes (PDF_HEADER_BYTES), as PDF readers do', () => {
    expect(matchesExtension('pdf', text('%PDF-1.4'))).toBe(true);
    expect(matchesExtension('pdf', text(`${' '.repeat(1019)}%PDF-`))).toBe(true);
    expect(matchesExtension('pdf', text(`${' '.repeat(1020)}%PDF-`))).toBe(false);
    expect(matchesExtension('pdf', text('%PDF'))).toBe(false);
    expect(matchesExtension('pdf', text('#!/bin/sh'))).toBe(false);
  });

  it('knows each signed extension and passes the others', () => {
    expect(SIGNED_EXTENSIONS).toEqual([
      'pdf',
      'png',
      'jpg',
      'jpeg',
      'gif',
      'webp',
      'heic',
      'heif',
      'docx',
      'xlsx',
      'doc',
      'xls',
    ]);
    expect(matchesExtension('gif', text('GIF89a'))).toBe(true);
    expect(matchesExtension('webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(true);
    expect(matchesExtension('webp', text('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBe(false);
    expect(matchesExtension('heic', text('\u0000\u0000\u0000\u0018ftypmif1'))).toBe(true);
    expect(matchesExtension('heic', text('\u0000\u0000\u0000\u0018ftypisom'))).toBe(false);
    expect(matchesExtension('docx', text('PK\u0005\u0006'))).toBe(false);
    expect(matchesExtension('txt', new Uint8Array([0, 1, 2]))).toBe(true);
    expect(matchesExtension('constructor', new Uint8Array())).toBe(true);
    expect(matchesExtension('', new Uint8Array())).toBe(true);
  });
});

describe('isActiveContent', () => {
  it.each([
    '<!DOCTYPE html><p>',
    '<!doctype   svg PUBLIC',
    '<html lang="ru">',
    '<HEAD>',
    '<body onload=x>',
    '<script>alert(1)</script>',
    '<svg/onload=alert(1)>',
    '<iframe src=x>',
    '\ufeff \r\n\t<html>',
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg">',
    '<?xml-stylesheet type="text/xsl" href="x.xsl"?><doc/>',
    '<html',
  ])('refuses %j', (head) => {
    expect(isActiveContent(text(head))).toBe(true);
  });

  it('reads a UTF-16 page as a browser would', () => {
    expect(isActiveContent(utf16le('<html><script>'))).toBe(true);
  });

  it.each([
    'Показания счётчика: 01234',
    'дата;показание\n',
    '<header> is not <head>',
    '<?xml version="1.0"?><Документ/>',
    '#!/bin/sh',
    '%PDF-1.7',
    '',
    'text <html> later',
  ])('accepts %j', (head) => {
    expect(isActiveContent(text(head))).toBe(false);
  });
});

describe('hasActiveMarkup', () => {
  it.each([
    'text <html> later',
    'Прилагаю: <img src=x onerror=alert(1)>',
    'Прилагаю: <IMG SRC=x\nOnError = alert(1)>',
    '<a href=" javascript:alert(1)">',
    '<svg/onload=alert(1)>',
    '<!DOCTYPE note [<!ENTITY x "y">]>\n<svg xmlns="http://www.w3.org/2000/svg">',
    `${'строка текста\n'.repeat(2000)}<script>alert(1)</script>`,
    'до <meta http-equiv="refresh" content="0;url=https://evil.example">',
    'до <iframe src=x>',
    'до <!doctype html>',
    'до <?xml-stylesheet href="x.xsl"?>',
  ])('finds active markup anywhere in %j', (head) => {
    expect(hasActiveMarkup(text(head))).toBe(true);
  });

  it('reads a UTF-16 text as a browser would', () => {
    expect(hasActiveMarkup(utf16le('Показания\n<script>alert(1)</script>'))).toBe(true);
  });

  it.each([
    'Показания счётчика: 01234',
    'a < b, 3 <4, 5>2',
    '<b>важно</b> <i>курсив</i> <p>абзац</p> <br/>',
    '<a href="https://example.ru/">ссылка</a>',
    '<header> and <bodyguard> and <scripture>',
    '<?xml version="1.0"?><Документ/>',
    'online=1; one=2',
  ])('leaves text with harmless angle brackets: %j', (head) => {
    expect(hasActiveMarkup(text(head))).toBe(false);
  });

  it('comes with the extensions that are refused by name', () => {
    for (const extension of ['html', 'htm', 'xhtml', 'svg', 'xml', 'xsl'])
      expect(ACTIVE_EXTENSIONS).toContain(extension);
    for (const extension of SIGNED_EXTENSIONS) expect(ACTIVE_EXTENSIONS).not.toContain(extension);
  });
});
