import type { PublicPayAccount } from '@resident/contract';
import { formatKopecks, plainTokens as token } from '@resident/ui';
import type { CSSProperties } from 'react';

export const ACCOUNT_SUMMARY_TEXTS = {
  account: 'Лицевой счёт',
  address: 'Адрес',
  amountDue: 'К оплате',
  settled: 'Задолженности нет',
} as const;

const row: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${token.marginXS}px`,
  padding: `${token.marginXXS}px 0`,
};
const term: CSSProperties = { color: token.colorTextDescription };
const value: CSSProperties = { margin: 0, overflowWrap: 'anywhere', textAlign: 'end' };

/**
 * What a guest who typed a number may see of the account (design.md §5): the number, the address
 * as the operator API masks it, and the amount due. Never the owner's name or the full address,
 * so it shows only the fields it is given by name.
 */
export function AccountSummary({
  account,
}: {
  account: Pick<PublicPayAccount, 'accountNumber' | 'maskedAddress' | 'amountDue'>;
}) {
  return (
    <dl style={{ margin: `0 0 ${token.marginLG}px`, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
      <div style={row}>
        <dt style={term}>{ACCOUNT_SUMMARY_TEXTS.account}</dt>
        <dd style={value}>{account.accountNumber}</dd>
      </div>
      <div style={row}>
        <dt style={term}>{ACCOUNT_SUMMARY_TEXTS.address}</dt>
        <dd style={value}>{account.maskedAddress}</dd>
      </div>
      <div style={row}>
        <dt style={term}>{ACCOUNT_SUMMARY_TEXTS.amountDue}</dt>
        <dd style={{ ...value, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}>
          {account.amountDue > 0 ? formatKopecks(account.amountDue) : ACCOUNT_SUMMARY_TEXTS.settled}
        </dd>
      </div>
    </dl>
  );
}
