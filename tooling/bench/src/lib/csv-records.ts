/**
 * Data records of a CSV file with a header line (RFC 4180: a quoted field may hold line breaks and
 * doubled quotes). A BOM and a final line break are allowed; an empty file has none.
 */
export function csvDataRecords(text: string): number {
  const body = text.replace(/^\ufeff/, '');
  if (body.length === 0) return 0;
  let quoted = false;
  let breaks = 0;
  for (const char of body) {
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) breaks += 1;
  }
  const records = body.endsWith('\n') ? breaks : breaks + 1;
  return Math.max(0, records - 1);
}
