import { CheckOutlined } from '@ant-design/icons';
import type { Account } from '@resident/contract';
import { Button, theme } from 'antd';
import { USER_MENU_TEXTS } from '../user-menu/user-menu-texts.ts';

export const ACCOUNT_SWITCH_TEXTS = {
  title: 'Лицевые счета',
  current: 'выбран',
} as const;

export interface AccountSwitchProps {
  accounts: readonly Account[];
  /** While a switch is on its way: the buttons wait. */
  switching?: boolean;
  onSelect: (accountId: number) => void;
}

/**
 * Spec §4 select_contragent in the user menu: every personal account of the resident, the shown one
 * marked; choosing another one moves the whole portal to it. Nothing to choose with one account.
 */
export function AccountSwitch({ accounts, switching = false, onSelect }: AccountSwitchProps) {
  const { token } = theme.useToken();
  if (accounts.length < 2) return null;
  return (
    <div
      role="group"
      aria-labelledby="account-switch-title"
      style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}
    >
      {/* A span, not antd's Typography: this menu loads with every resident page. */}
      <span
        id="account-switch-title"
        style={{
          display: 'block',
          padding: `0 ${token.padding}px ${token.paddingXXS}px`,
          fontSize: token.fontSizeSM,
          color: token.colorTextSecondary,
        }}
      >
        {ACCOUNT_SWITCH_TEXTS.title}
      </span>
      {accounts.map((account) => (
        <Button
          key={account.id}
          type="text"
          block
          disabled={switching && !account.selected}
          aria-current={account.selected ? 'true' : undefined}
          icon={
            account.selected ? (
              <CheckOutlined aria-hidden="true" />
            ) : (
              <span aria-hidden="true" style={{ display: 'inline-block', width: 14 }} />
            )
          }
          onClick={() => (account.selected ? undefined : onSelect(account.id))}
          style={{
            justifyContent: 'flex-start',
            height: 'auto',
            minHeight: 40,
            whiteSpace: 'normal',
            textAlign: 'start',
          }}
        >
          <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
            <span>
              {USER_MENU_TEXTS.account(account.numberPersonalAccount)}
              {account.isClosed ? ` ${USER_MENU_TEXTS.closed}` : ''}
              {account.selected ? (
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  , {ACCOUNT_SWITCH_TEXTS.current}
                </span>
              ) : null}
            </span>
            <span style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{account.address}</span>
          </span>
        </Button>
      ))}
    </div>
  );
}
