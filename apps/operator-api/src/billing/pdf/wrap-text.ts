/** The width of a text in points, as the document's font measures it. */
export type Measure = (text: string) => number;

/** A word wider than the line, cut between characters into pieces that each fit (one character at least). */
function breakWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const character of word) {
    if (current !== '' && measure(current + character) > width) {
      pieces.push(current);
      current = character;
    } else {
      current += character;
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/**
 * Splits text into lines no wider than `width`: at spaces where it can, and inside a word only when
 * the word alone is wider than the line (a long e-mail or account number breaks inside its cell
 * instead of running over the next one).
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    const pieces = measure(word) <= width ? [word] : breakWord(word, width, measure);
    current = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (current !== '') lines.push(current);
  return lines;
}
