import type { SQLInputValue, StatementSync } from 'node:sqlite';

/**
 * node:sqlite types rows as generic records; each statement's SQL fixes the real shape, so the
 * repositories name it once here instead of casting at every call.
 */
export interface TypedStatement<Row, Params extends SQLInputValue[]> {
  get(...params: Params): Row | undefined;
  all(...params: Params): Row[];
  run(...params: Params): { changes: number | bigint };
}

export function typed<Row, Params extends SQLInputValue[] = SQLInputValue[]>(
  statement: StatementSync,
): TypedStatement<Row, Params> {
  return statement as unknown as TypedStatement<Row, Params>;
}
