/**
 * The error bodies of spec §8, as the portal reads them: `{ details, message }` (details first, its
 * first item's message or code) everywhere but oauth, which answers `{ error, error_description }`.
 */
const CYRILLIC = /[А-Яа-яЁё]/;

/** Differences from a `{ details, message }` body whose text a resident will read in Russian. */
export function detailsBodyDifferences(body: unknown, options: { russian?: boolean } = {}): string[] {
  if (!body || typeof body !== 'object') return ['the body is not a JSON object (spec §8: { details, message })'];
  const { details, message } = body as { details?: unknown; message?: unknown };
  const first = Array.isArray(details) ? (details[0] as { message?: unknown; code?: unknown } | undefined) : undefined;
  const shown = typeof first?.message === 'string' ? first.message : typeof message === 'string' ? message : undefined;
  const differences: string[] = [];
  if (details !== undefined && !Array.isArray(details)) differences.push('details is not a list');
  if (!shown)
    differences.push(
      'neither details[0].message nor message is a text (the portal would show «Непредвиденная ошибка системы»)',
    );
  else if (options.russian !== false && !CYRILLIC.test(shown))
    differences.push(`the text a resident sees is not Russian: «${shown}»`);
  return differences;
}

/** Differences from an oauth error `{ error, error_description }` with the expected values. */
export function oauthBodyDifferences(body: unknown, expected: { error?: string; description?: string } = {}): string[] {
  if (!body || typeof body !== 'object')
    return ['the body is not a JSON object (RFC 6749: { error, error_description })'];
  const { error, error_description: description } = body as { error?: unknown; error_description?: unknown };
  const differences: string[] = [];
  if (typeof error !== 'string') differences.push('no error code');
  else if (expected.error && error !== expected.error)
    differences.push(`error is «${error}», expected «${expected.error}»`);
  if (typeof description !== 'string') differences.push('no error_description');
  else if (expected.description && description !== expected.description)
    differences.push(`error_description is «${description}», expected «${expected.description}»`);
  return differences;
}
