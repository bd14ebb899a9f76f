import { parse, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';

// JSON.parse says what is wrong in English and, for some mistakes, not where. jsonc-parser (in
// strict mode: no comments, no trailing commas) finds the place of every mistake; its codes are
// told here in Russian.
const REASONS: Record<string, string | undefined> = {
  InvalidSymbol:
    'неожиданный символ: имена полей и строки пишут в двойных кавычках, иные значения — число, true, false, null, объект или список',
  InvalidNumberFormat: 'число записано неверно',
  PropertyNameExpected: 'ожидается имя поля в двойных кавычках',
  ValueExpected: 'ожидается значение',
  ColonExpected: 'после имени поля ожидается «:»',
  CommaExpected: 'между полями и элементами списка ожидается запятая',
  CloseBraceExpected: 'ожидается «}» — объект не закрыт',
  CloseBracketExpected: 'ожидается «]» — список не закрыт',
  EndOfFileExpected: 'после конца JSON лишние символы',
  InvalidCommentToken: 'в JSON не бывает комментариев',
  UnexpectedEndOfComment: 'в JSON не бывает комментариев',
  UnexpectedEndOfString: 'строка не закрыта кавычкой',
  UnexpectedEndOfNumber: 'число записано неверно',
  InvalidUnicode: 'неверная последовательность \\u в строке',
  InvalidEscapeCharacter: 'неверная последовательность с \\ в строке (обратную косую черту пишут как \\\\)',
  InvalidCharacter: 'в строке недопустимый символ: перевод строки и табуляцию пишут как \\n и \\t',
};

/** Line and column (from 1) of a character offset, as an editor shows them. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** The parsed JSON, or what is wrong with it in Russian with its line and column. */
export function parseJson(file: string): { ok: true; json: unknown } | { ok: false; problem: string } {
  // Editors on Windows may save a byte-order mark, which JSON.parse refuses: it is not a mistake.
  const text = file.replace(/^\uFEFF/, '');
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    if (text.trim() === '') return { ok: false, problem: 'это не JSON: файл пуст' };
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    // JSON.parse refused what jsonc-parser takes (a byte-order mark, say): its place is unknown.
    if (!first) return { ok: false, problem: 'это не JSON: сохраните файл в UTF-8 без BOM и проверьте запись' };
    const { line, column } = lineAndColumn(text, first.offset);
    let reason = REASONS[printParseErrorCode(first.error)] ?? 'ошибка в записи JSON';
    if (first.offset >= text.trimEnd().length)
      reason = 'файл обрывается: не хватает значения, кавычки или закрывающей скобки';
    else if (text.slice(0, first.offset).trimEnd().endsWith(','))
      reason += ': после последнего поля или элемента запятая не ставится';
    return { ok: false, problem: `это не JSON: строка ${line}, столбец ${column} — ${reason}` };
  }
}
