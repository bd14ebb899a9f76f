/**
 * DATABASE_URL: unset keeps the embedded SQLite (OPERATOR_API_DB); `postgres://` or
 * `postgresql://` selects PostgreSQL. Anything else is a configuration mistake, not a fallback.
 */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\/[^/]/.test(value);
}
