/** What the command attaches: small text files a person could have scanned, named so an operator sees why. */
export const NOTE = 'Проверка совместимости бэкенда (pnpm conformance). Не обрабатывать.';

export function textFile(name = 'conformance.txt'): File {
  return new File([`${NOTE}\n`], name, { type: 'text/plain' });
}

/** One byte over the 25 MB limit of spec §9. */
export const OVER_LIMIT_BYTES = 25 * 1024 * 1024 + 1;

export function form(fields: Record<string, string | number>, files: Record<string, File> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const [name, file] of Object.entries(files)) data.append(name, file);
  return data;
}
