import { sql } from 'kysely';
import { all } from '../../db/store/store.ts';
import type { AuditCheck } from '../audit-check.ts';

/** Each refund has its «Возврат прихода» receipt (its sum is the receipts check's). */
export const refundReceipts: AuditCheck = {
  name: 'refund-receipt',
  async run(store) {
    const rows = await all(
      store,
      sql<{ id: number; receipts: number }>`SELECT r.id,
          (SELECT COUNT(*) FROM fiscal_receipts f WHERE f.refund_id = r.id AND f.operation = 'income-return') AS receipts
        FROM order_refunds r ORDER BY r.id`,
    );
    return {
      checked: rows.length,
      discrepancies: rows
        .filter((row) => row.receipts !== 1)
        .map((row) => ({
          check: 'refund-receipt',
          subject: `refund ${row.id}`,
          problem:
            row.receipts === 0
              ? 'has no «возврат прихода» fiscal receipt'
              : `has ${row.receipts} «возврат прихода» receipts`,
        })),
    };
  },
};
