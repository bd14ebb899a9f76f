import type { CSSProperties } from 'react';

/**
 * The text of a profile list row (an account, a session) keeps at least this much of the row, so
 * on a phone the row's action («Сделать текущим», «Это устройство») moves under it instead of
 * squeezing it into a column of two words a line (the walk, pnpm walk, at 390 px). antd wraps a
 * row below 576 px; the basis is what makes the action the part that wraps.
 */
export const LIST_META_STYLE: CSSProperties = { flex: '1 1 240px', minWidth: 0 };

/**
 * The row's own gap between the text and the action instead of the action's margin: wrapped under
 * the text, the action then starts where the text starts, not indented by that margin.
 */
export const LIST_ITEM_LAYOUT = {
  style: { columnGap: 24, rowGap: 8 },
  styles: { actions: { marginInlineStart: 0 } },
} as const;
