import { sql } from 'kysely';
import { first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { formatRubles } from '../payments/money-text.ts';
import type { ReturnReceipts } from '../payments/fiscal-receipt.ts';

/** A refund just written, inside its transaction. */
export interface RecordedRefund {
  refundId: number;
  paymentId: number;
  contragentId: number;
  /** Who ordered (the notice's email when the payment names none). */
  userId: number | null;
  /** The order's own description. */
  item: string;
  /** Kopecks. */
  amount: number;
  reason: string;
  createdAt: number;
}

/** What a refund leaves besides its row: its «Возврат прихода» receipt and the resident's notice. */
export interface RefundRecords {
  /** Joins the refund's store transaction: the receipt's row, the email and the dashboard notice commit with it. */
  recorded(refund: RecordedRefund): Promise<void>;
}

export const REFUND_TEXTS = {
  title: 'Деньги возвращены',
  subject: (amount: string) => `Возврат ${amount}`,
  body: (amount: string, item: string, reason: string, card: string | null) =>
    `Мы вернули ${amount} за «${item}» (${reason}) ${card ? `на карту ${card}` : 'на карту, которой вы платили'}. ` +
    'Банк зачисляет возврат обычно в течение нескольких рабочих дней. ' +
    'Кассовый чек возврата придёт отдельным письмом; возврат и его чек есть в разделе «Счета и расчёты» → «Платежи».',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RefundRecordsDeps {
  store: Store;
  receipts: ReturnReceipts;
  outbox: Outbox;
}

/**
 * The email goes to the payment's receipt address (else the resident's login), and the account
 * gets a popup window on the dashboard (the notices residents close with «Больше не показывать»).
 */
export function createRefundRecords({ store, receipts, outbox }: RefundRecordsDeps): RefundRecords {
  return {
    async recorded(refund) {
      await receipts.sendReturn({
        refundId: refund.refundId,
        paymentId: refund.paymentId,
        amount: refund.amount,
        createdAt: refund.createdAt,
      });
      const payment = await first(
        store,
        sql<{
          receipt_email: string | null;
          card_mask: string | null;
          login: string | null;
        }>`SELECT p.receipt_email, p.card_mask, u.login
          FROM payments p LEFT JOIN users u ON u.id = ${refund.userId} WHERE p.id = ${refund.paymentId}`,
      );
      const amount = formatRubles(refund.amount);
      const text = REFUND_TEXTS.body(amount, refund.item, refund.reason, payment?.card_mask ?? null);
      await run(
        store,
        sql`INSERT INTO popup_windows (contragent_id, title, text) VALUES (${refund.contragentId}, ${REFUND_TEXTS.title}, ${text})`,
      );
      const to = payment?.receipt_email ?? (payment?.login && EMAIL.test(payment.login) ? payment.login : undefined);
      // Mailed after the commit (the outbox joins the store's transaction): never for a refund rolled back.
      if (to) await outbox.send({ to, subject: REFUND_TEXTS.subject(amount), text, kind: 'refund' });
    },
  };
}
