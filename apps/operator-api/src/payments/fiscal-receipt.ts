import { sql } from 'kysely';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createFiscalReceiptRepository } from '../fiscal/fiscal-receipt-repository.ts';
import type { OnlinePaymentRow } from './online-payment-repository.ts';

/** Who sells, as the receipt names it: the brand's payee requisites. */
export interface FiscalSeller {
  name: string;
  /** 10 digits; empty when the brand has no requisites. */
  inn: string;
}

export interface FiscalReceiptContext {
  payment: OnlinePaymentRow;
  accountNumber: string;
  /** The operator's company from the brand; the receipts' configured seller (with its ИНН) is printed. */
  seller: string;
  settledAt: number;
}

/** A refund's «Возврат прихода»: the payment it gives money back from and how much. */
export interface ReturnReceiptContext {
  refundId: number;
  paymentId: number;
  /** Kopecks, > 0. */
  amount: number;
  createdAt: number;
}

export interface FiscalReceipts {
  /**
   * Writes the «Приход» receipt of a succeeded payment as a pending row, through the store only
   * (`store.q`): inside the settlement's transaction it commits or rolls back with the payment. The
   * register is asked and the email written after the commit, and retried until the register
   * answers. Answers the receipt's id; writing the same payment's receipt again answers the first.
   */
  send(context: FiscalReceiptContext): Promise<number>;
}

export interface ReturnReceipts {
  /** The same for a refund's «Возврат прихода» (inside the refund's transaction). */
  sendReturn(context: ReturnReceiptContext): Promise<number>;
}

export interface FiscalReceiptsDeps {
  store: Store;
  seller: FiscalSeller;
  /** Called for each receipt written: fiscalise it once the caller's transaction commits. */
  written(receiptId: number): void;
}

const BILL_ITEM = (accountNumber: string) => `Услуга по обращению с ТКО, лицевой счёт ${accountNumber}`;
const STATE_DUTY_ITEM = (accountNumber: string) => `Возмещение государственной пошлины, лицевой счёт ${accountNumber}`;

interface PaymentFacts {
  contragent_id: number;
  purpose: string;
  status: string;
  receipt_email: string | null;
  receipt_phone: string | null;
  card_mask: string | null;
  account_number: string;
  order_description: string | null;
}

/**
 * The item as the service really is: an order's own description («Вывоз отходов: строительные
 * отходы, 2,5 м³, …», «Аренда: контейнер 8 м³, …»), the bill's service with its account.
 */
function itemOf(payment: PaymentFacts): string {
  if (payment.order_description) return payment.order_description;
  if (payment.purpose === 'state-duty') return STATE_DUTY_ITEM(payment.account_number);
  return BILL_ITEM(payment.account_number);
}

export function createFiscalReceipts({ store, seller, written }: FiscalReceiptsDeps): FiscalReceipts & ReturnReceipts {
  const repository = createFiscalReceiptRepository(store);

  const factsOf = (paymentId: number) =>
    first(
      store,
      sql<PaymentFacts>`SELECT p.contragent_id, p.purpose, p.status, p.receipt_email, p.receipt_phone, p.card_mask,
          c.number_personal_account AS account_number, o.description AS order_description
        FROM payments p JOIN contragents c ON c.id = p.contragent_id LEFT JOIN service_orders o ON o.id = p.order_id
        WHERE p.id = ${paymentId}`,
    );

  async function write(paymentId: number, refundId: number | null, amount: number, createdAt: number): Promise<number> {
    const payment = await factsOf(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId} to write a fiscal receipt for`);
    const id = await repository.insert({
      contragentId: payment.contragent_id,
      paymentId,
      refundId,
      operation: refundId === null ? 'income' : 'income-return',
      amount,
      item: itemOf(payment),
      seller,
      buyerEmail: payment.receipt_email,
      buyerPhone: payment.receipt_email ? null : payment.receipt_phone,
      cardMask: payment.card_mask,
      createdAt,
    });
    written(id);
    return id;
  }

  return {
    async send({ payment, settledAt }) {
      return write(payment.id, null, payment.amount, settledAt);
    },
    async sendReturn({ refundId, paymentId, amount, createdAt }) {
      return write(paymentId, refundId, amount, createdAt);
    },
  };
}
