/** What the command attaches: small text files a person could have scanned, named so an operator sees why. */
export const NOTE = 'Проверка совместимости бэкенда (pnpm conformance). Не обрабатывать.';

export function textFile(name = 'conformance.txt'): File {
  return new File([`${NOTE}\n`], name, { type: 'text/plain' });
}

/**
 * A minimal PDF carrying the note, for fields that take documents only (a vacancy's CV: PDF, DOC,
 * DOCX or a photo). The body is checked by its first bytes, so it starts as a PDF does.
 */
export function pdfFile(name = 'conformance.pdf'): File {
  return new File([`%PDF-1.4\n% ${NOTE}\n%%EOF\n`], name, { type: 'application/pdf' });
}

/** One byte over the 25 MB limit of spec §9. */
export const OVER_LIMIT_BYTES = 25 * 1024 * 1024 + 1;

export function form(fields: Record<string, string | number>, files: Record<string, File> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const [name, file] of Object.entries(files)) data.append(name, file);
  return data;
}
