import {
  formatDate,
  formatKopecks,
  formatMonth,
  pluralForm,
  StatusAlert,
  PlainButton,
  plainTokens as token,
} from '@resident/ui';
import type { BillingSummary } from '@resident/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { moneyStateOf } from '../lib/money-state';
import { cardStyle, cardTitleStyle, linkStyle, mutedStyle, successText, warningText } from './card-styles';

const paymentsWord = (count: number) => pluralForm(count, { one: 'платёж', few: 'платежа', many: 'платежей' });

export const MONEY_TEXTS = {
  title: 'Расчёты',
  loading: 'Загружаем расчёты…',
  retry: 'Повторить',
  debt: 'Задолженность',
  overpayment: 'Переплата',
  overpaymentHint: 'Она будет учтена в следующих начислениях.',
  settled: 'Задолженности нет',
  closed: 'Лицевой счёт закрыт',
  closedHint: 'Начисления по нему больше не производятся. По вопросам расчётов обратитесь к оператору.',
  pay: 'Оплатить',
  lastCharge: (month: string) => `Начислено за ${month}`,
  dueDate: (date: string) => `Оплатить до ${date}`,
  noCharges: 'Начислений пока нет',
  receipt: (month: string) => `Квитанция за ${month}`,
  pending: (count: number, amount: string) =>
    count === 1 ? `Платёж на ${amount} обрабатывается` : `${count} ${paymentsWord(count)} на ${amount} обрабатываются`,
  pendingHint: 'Оплата будет учтена, когда банк её подтвердит.',
  details: 'Все начисления и платежи',
} as const;

const month = (period: string) => formatMonth(`${period}-01`);

export type MoneyCardProps = {
  summary?: BillingSummary;
  loading?: boolean;
  /** The mapped error text of a failed load. */
  error?: string;
  onRetry?: () => void;
  /** Opens the pay form; the button shows for an open account. */
  onPay?: () => void;
  /** Billing's screen and its receipts tab. */
  billingHref: string;
  receiptsHref: string;
};

const row: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${token.marginXS}px`,
};
const amount: CSSProperties = {
  margin: 0,
  fontSize: 24,
  lineHeight: 1.35,
  fontWeight: token.fontWeightStrong,
  whiteSpace: 'nowrap',
};

/**
 * The active account's money (design.md §3 "Dashboard"): the debt or overpayment with the pay button,
 * the last charge and its due date, the latest receipt, and payments still being processed (shown
 * as pending, never as paid). Its box keeps one minimum height through loading, so nothing below moves.
 */
export function MoneyCard({ summary, loading, error, onRetry, onPay, billingHref, receiptsHref }: MoneyCardProps) {
  // The loaded card measured 226–248 px from 360 to 1280 px wide (debt, last charge, receipt link,
  // pay button); at 196 px the tasks card below jumped by ~37 px when the money arrived (CLS 0.008).
  const box: CSSProperties = { ...cardStyle, minHeight: 250 };
  if (!summary) {
    return (
      <section aria-labelledby="money-title" style={box} aria-busy={loading || undefined}>
        <h2 id="money-title" style={cardTitleStyle}>
          {MONEY_TEXTS.title}
        </h2>
        {error ? (
          <>
            <StatusAlert type="error" style={{ marginBottom: token.marginSM }}>
              {error}
            </StatusAlert>
            {onRetry ? <PlainButton onClick={onRetry}>{MONEY_TEXTS.retry}</PlainButton> : null}
          </>
        ) : (
          <p role="status" style={{ ...mutedStyle, margin: 0 }}>
            {MONEY_TEXTS.loading}
          </p>
        )}
      </section>
    );
  }

  const state = moneyStateOf(summary);
  const owes = summary.debt > 0;
  return (
    <section aria-labelledby="money-title" style={box}>
      <h2 id="money-title" style={cardTitleStyle}>
        {MONEY_TEXTS.title}
      </h2>
      {state === 'closed' ? (
        <div style={{ marginBottom: token.marginSM }}>
          <p style={{ margin: 0, fontWeight: token.fontWeightStrong }}>{MONEY_TEXTS.closed}</p>
          <p style={{ ...mutedStyle, margin: 0 }}>{MONEY_TEXTS.closedHint}</p>
        </div>
      ) : null}
      <div style={{ ...row, alignItems: 'center', marginBottom: token.marginSM }}>
        <dl style={{ margin: 0 }}>
          {owes ? (
            <>
              <dt style={mutedStyle}>{MONEY_TEXTS.debt}</dt>
              <dd style={{ ...amount, color: token.colorError }}>{formatKopecks(summary.debt)}</dd>
            </>
          ) : summary.debt < 0 ? (
            <>
              <dt style={mutedStyle}>{MONEY_TEXTS.overpayment}</dt>
              <dd style={{ ...amount, color: successText }}>{formatKopecks(-summary.debt)}</dd>
            </>
          ) : (
            <>
              <dt style={mutedStyle}>{MONEY_TEXTS.debt}</dt>
              <dd style={{ ...amount, color: successText }}>{MONEY_TEXTS.settled}</dd>
            </>
          )}
        </dl>
        {state !== 'closed' && onPay ? (
          <PlainButton variant={owes ? 'primary' : 'default'} size="large" onClick={onPay}>
            {MONEY_TEXTS.pay}
          </PlainButton>
        ) : null}
      </div>
      {state === 'overpayment' ? (
        <p style={{ ...mutedStyle, margin: `0 0 ${token.marginSM}px` }}>{MONEY_TEXTS.overpaymentHint}</p>
      ) : null}
      {summary.pendingPayments > 0 ? (
        <p role="status" style={{ margin: `0 0 ${token.marginSM}px`, color: warningText }}>
          {MONEY_TEXTS.pending(summary.pendingPayments, formatKopecks(summary.pendingAmount))}.{' '}
          <span style={mutedStyle}>{MONEY_TEXTS.pendingHint}</span>
        </p>
      ) : null}
      {summary.lastCharge ? (
        <div style={{ ...row, marginBottom: token.marginXS }}>
          <span>
            {MONEY_TEXTS.lastCharge(month(summary.lastCharge.period))}:{' '}
            <strong style={{ whiteSpace: 'nowrap' }}>{formatKopecks(summary.lastCharge.accrued)}</strong>
          </span>
          {state !== 'closed' ? (
            <span style={mutedStyle}>{MONEY_TEXTS.dueDate(formatDate(summary.lastCharge.dueDate))}</span>
          ) : null}
        </div>
      ) : (
        <p style={{ ...mutedStyle, margin: `0 0 ${token.marginXS}px` }}>{MONEY_TEXTS.noCharges}</p>
      )}
      <div style={{ ...row, justifyContent: 'flex-start', columnGap: token.marginLG }}>
        {summary.latestReceiptPeriod ? (
          <Link to={receiptsHref} style={linkStyle}>
            {MONEY_TEXTS.receipt(month(summary.latestReceiptPeriod))}
          </Link>
        ) : null}
        <Link to={billingHref} style={linkStyle}>
          {MONEY_TEXTS.details}
        </Link>
      </div>
    </section>
  );
}
