import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName } from './file-name.ts';

describe('sanitizeFileName', () => {
  it.each([
    ['Справка о пребывании.pdf', 'Справка о пребывании.pdf'],
    ['C:\\Users\\Иван\\скан.jpg', 'скан.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['a\u0000b\r\n.txt', 'ab.txt'],
    ['счёт\u202Efdp.exe', 'счётfdp.exe'],
    ['отчёт: "май" <итог>?.xlsx', 'отчёт_ _май_ _итог__.xlsx'],
    ['  . скан .pdf. ', 'скан .pdf'],
    ['CON.txt', '_CON.txt'],
    ['', 'document'],
    ['...', 'document'],
    ['/', 'document'],
  ])('%j → %j', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('shortens a long name to 200 characters and keeps its extension', () => {
    const clean = sanitizeFileName(`${'я'.repeat(300)}.pdf`);
    expect([...clean]).toHaveLength(200);
    expect(clean.endsWith('я.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('sends an attachment with an ASCII fallback and the UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('Справка (копия).pdf')).toBe(
      `attachment; filename="_______ (_____).pdf"; filename*=UTF-8''${'%D0%A1%D0%BF%D1%80%D0%B0%D0%B2%D0%BA%D0%B0'}%20%28${'%D0%BA%D0%BE%D0%BF%D0%B8%D1%8F'}%29.pdf`,
    );
  });

  it('cannot be broken out of by a quote, a newline or a percent sign', () => {
    const header = contentDisposition('a";\r\nX-Evil: 1 100%.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a_;X-Evil_ 1 100_.txt"; filename*=UTF-8''a_%3BX-Evil_%201%20100%25.txt`);
  });
});
