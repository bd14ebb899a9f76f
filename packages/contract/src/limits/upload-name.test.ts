import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH, isBadFileName } from './upload-name.ts';

describe('isBadFileName', () => {
  it.each([
    ['a path', '../../etc/passwd.pdf'],
    ['a Windows path', 'C:\\Users\\a.pdf'],
    ['a bare slash', 'a/b.pdf'],
    ['a directory name', '..'],
    ['NUL', 'a\u0000.pdf'],
    ['a new line', 'a\n.pdf'],
    ['a tab', 'a\t.pdf'],
    ['an escape sequence', 'a\u001b[31m.pdf'],
    ['a C1 control', 'a\u0085.pdf'],
    ['a right-to-left override', 'счёт\u202Efdp.exe'],
    ['a direction isolate', 'a\u2067.pdf'],
    ['a name one character too long', `${'a'.repeat(FILE_NAME_MAX_LENGTH - 3)}.pdf`],
  ])('refuses %s', (_label, name) => {
    expect(isBadFileName(name)).toBe(true);
  });

  it.each([
    'справка.pdf',
    'Договор "Ромашка" от 01.05.2026.docx',
    'отчёт..pdf',
    '.bashrc',
    'أ.pdf',
    `${'я'.repeat(FILE_NAME_MAX_LENGTH - 4)}.pdf`,
    // An emoji counts two UTF-16 units, as NTFS counts it.
    `${'😀'.repeat(125)}.pdf`,
  ])('accepts %j', (name) => {
    expect(isBadFileName(name)).toBe(false);
  });
});
