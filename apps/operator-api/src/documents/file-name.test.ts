import { parse } from 'content-disposition';
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
  // What a client reads back: the package's own parser (RFC 6266/8187), which prefers filename*.
  const nameIn = (header: string) => {
    const { type, parameters } = parse(header);
    return { type, name: parameters.filename };
  };

  it('sends an attachment with an ASCII fallback and the UTF-8 name as filename* (RFC 5987)', () => {
    const header = contentDisposition('Справка (копия).pdf');
    expect(header).toBe(
      `attachment; filename="_______ (_____).pdf"; filename*=UTF-8''${'%D0%A1%D0%BF%D1%80%D0%B0%D0%B2%D0%BA%D0%B0'}%20%28${'%D0%BA%D0%BE%D0%BF%D0%B8%D1%8F'}%29.pdf`,
    );
    expect(nameIn(header)).toEqual({ type: 'attachment', name: 'Справка (копия).pdf' });
  });

  it('keeps a quote in the name from closing the parameter (the name keeps it as _)', () => {
    expect(nameIn(contentDisposition('Акт "май" 2025.pdf'))).toEqual({
      type: 'attachment',
      name: 'Акт _май_ 2025.pdf',
    });
    expect(nameIn(contentDisposition("it's (1).pdf"))).toEqual({ type: 'attachment', name: "it's (1).pdf" });
  });

  it('cannot be broken out of by a quote, a newline or a percent sign', () => {
    const header = contentDisposition('a";\r\nX-Evil: 1 100%20.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(nameIn(header)).toEqual({ type: 'attachment', name: 'a_;X-Evil_ 1 100%20.txt' });
  });

  it('sends a plain ASCII name as it is', () => {
    expect(contentDisposition('receipt-2025.pdf')).toBe('attachment; filename=receipt-2025.pdf');
  });
});
