import type { z } from 'zod';

/** One thing wrong with a brand file: where (a dotted path in the JSON) and what, in Russian. */
export interface BrandProblem {
  path: string;
  message: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'строка',
  object: 'объект',
  number: 'число',
  boolean: 'true или false',
  array: 'список',
};

const hasCyrillic = (text: string) => /[а-яё]/i.test(text);

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let value = json;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** zod's issues about `json` in the words of an operator editing the file. */
export function problemsOf(error: z.ZodError, json: unknown): BrandProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.') || '(весь файл)';
    if (issue.code === 'invalid_type') {
      if (valueAt(json, issue.path) === undefined) return { path, message: 'нет обязательного поля' };
      return { path, message: `ожидается ${TYPE_NAMES[issue.expected] ?? issue.expected}` };
    }
    if (issue.code === 'too_small' && issue.origin === 'string') return { path, message: 'не может быть пустым' };
    if (issue.code === 'too_small' && issue.origin === 'number')
      return { path, message: `ожидается число не меньше ${String(issue.minimum)}` };
    if (issue.code === 'too_big' && issue.origin === 'number')
      return { path, message: `ожидается число не больше ${String(issue.maximum)}` };
    if (issue.code === 'invalid_value')
      return { path, message: `ожидается одно из: ${issue.values.map(String).join(', ')}` };
    if (hasCyrillic(issue.message)) return { path, message: issue.message };
    return { path, message: `неверное значение (${issue.message})` };
  });
}

/** The report the brand checker prints and the operator API prints before refusing to start. */
export function formatBrandReport(file: string, problems: readonly BrandProblem[]): string {
  if (problems.length === 0) return `Бренд ${file}: ошибок нет.\n`;
  const lines = problems.map((problem) => `  • ${problem.path} — ${problem.message}`);
  return `Бренд ${file}: ошибок — ${problems.length}\n${lines.join('\n')}\n`;
}
