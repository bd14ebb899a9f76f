import { formatDate, formatKopecks, plainTokens as token } from '@resident/ui';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { NextInstalment } from '../lib/next-instalment';
import { cardStyle, cardTitleStyle, linkStyle, mutedStyle } from './card-styles';

export const INSTALMENT_TEXTS = {
  title: 'Рассрочка',
  next: (number: number, agreement: string) => `Платёж ${number} по соглашению №\u00a0${agreement}`,
  due: (date: string) => `Оплатить до ${date}`,
  overdue: 'Просрочен',
  overdueSince: (date: string) => `Срок оплаты был ${date}`,
  moreOverdue: (count: number) => `Просроченных платежей: ${count}`,
  registry: 'Перейти в реестр рассрочек',
} as const;

/** The same dark red as the registry's «Просрочен» badge: white text on it reads at 7.7:1. */
const OVERDUE_RED = '#a8071a';
const badge: CSSProperties = {
  display: 'inline-block',
  padding: '0 7px',
  borderRadius: 4,
  background: OVERDUE_RED,
  color: '#fff',
  fontSize: 12,
  lineHeight: '20px',
};
const amount: CSSProperties = {
  margin: 0,
  fontSize: 20,
  lineHeight: 1.4,
  fontWeight: token.fontWeightStrong,
  whiteSpace: 'nowrap',
};

/** The next instalment of the account's installment agreement: its date, what it lacks, whether it is overdue. */
export function InstalmentCard({ instalment, registryHref }: { instalment: NextInstalment; registryHref: string }) {
  const date = formatDate(instalment.dueDate);
  return (
    <section aria-labelledby="instalment-title" style={cardStyle}>
      <h2 id="instalment-title" style={cardTitleStyle}>
        {INSTALMENT_TEXTS.title}
      </h2>
      <p style={{ margin: `0 0 ${token.marginXS}px` }}>
        {INSTALMENT_TEXTS.next(instalment.number, instalment.agreementNumber)}
        {instalment.overdue ? (
          <>
            {' '}
            <span style={badge}>{INSTALMENT_TEXTS.overdue}</span>
          </>
        ) : null}
      </p>
      <p style={{ ...amount, color: instalment.overdue ? OVERDUE_RED : undefined }}>
        {formatKopecks(instalment.amount)}
      </p>
      <p style={{ ...mutedStyle, margin: `0 0 ${token.marginSM}px` }}>
        {instalment.overdue ? INSTALMENT_TEXTS.overdueSince(date) : INSTALMENT_TEXTS.due(date)}
        {instalment.overdueCount > 1 ? `. ${INSTALMENT_TEXTS.moreOverdue(instalment.overdueCount)}` : null}
      </p>
      <Link to={registryHref} style={linkStyle}>
        {INSTALMENT_TEXTS.registry}
      </Link>
    </section>
  );
}
