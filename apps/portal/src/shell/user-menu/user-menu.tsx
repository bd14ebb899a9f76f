import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, theme } from 'antd';
import { useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { TaskList, type TaskListProps } from '../task-list/task-list.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { accountLabel, displayName } from './user-labels.ts';
import { UserMenuPanel } from './user-menu-panel.tsx';
import { USER_MENU_TEXTS } from './user-menu-texts.ts';

/** The trigger's and the bell's height: the header row never grows with the texts. */
const CONTROL_HEIGHT = 40;

/** The trigger's widest: the name and the account beside the bell, cut with an ellipsis past it. */
const TRIGGER_MAX_WIDTH = 360;

export interface UserMenuProps {
  /** The personal account number; null/empty shows 'Не определен'. */
  accountNumber: string | null;
  /** The account is closed: '(закрыт)' follows the number. */
  isClosed?: boolean;
  /** Empty shows 'Пользователь'. */
  fullName?: string | null;
  /** Spec §4: chats + recalculation tasks. */
  notificationCount: number;
  /** The shell opens /resident/{userId}/appeals. */
  onBellClick: () => void;
  /** The task dropdown's data and callbacks; choosing a task also closes the menu. */
  tasks: TaskListProps;
  /** 'Выйти из аккаунта': the shell asks first (confirmLogout). */
  onLogout: () => void;
  /** Phones: only an icon in the header; the name and account move into the dropdown. */
  compact?: boolean;
  /** The resident's accounts to switch between (<AccountSwitch />), above the tasks. */
  accountSwitch?: ReactNode;
}

/** The right part of the header (spec §2 "Header"): who is signed in, the bell and the task dropdown. */
export function UserMenu({
  accountNumber,
  isClosed = false,
  fullName,
  notificationCount,
  onBellClick,
  tasks,
  onLogout,
  compact = false,
  accountSwitch,
}: UserMenuProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const name = displayName(fullName);
  const account = `${accountLabel(accountNumber)}${isClosed ? ` ${USER_MENU_TEXTS.closed}` : ''}`;
  const close = () => setOpen(false);
  // Tabbing out of the trigger and its panel (both inside this wrapper) closes the menu.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    close();
  };

  const lines: CSSProperties = {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    textAlign: 'start',
    lineHeight: 1.3,
  };
  const ellipsis: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
  const who = (
    <span style={lines}>
      {/* A name longer still is cut; its whole text stays on hover. */}
      <span title={name} style={{ ...ellipsis, fontWeight: token.fontWeightStrong, color: token.colorText }}>
        {name}
      </span>
      {/* Not rendered between flex items, but it keeps the accessible name 'Имя Л/С …' apart. */}{' '}
      <span style={{ ...ellipsis, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{account}</span>
    </span>
  );

  const taskList = (
    <TaskList
      {...tasks}
      onOpenChat={(id) => {
        close();
        tasks.onOpenChat(id);
      }}
      onOpenRecalculation={(id) => {
        close();
        tasks.onOpenRecalculation(id);
      }}
    />
  );

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXXS, minWidth: 0, height: CONTROL_HEIGHT }}>
      <NotificationBell count={notificationCount} onClick={onBellClick} />
      {/* The popup is rendered right after the trigger, so Tab continues from the panel into the page. */}
      <span style={{ position: 'relative', display: 'inline-flex', minWidth: 0 }} onBlur={onBlur}>
        <Dropdown
          trigger={['click']}
          open={open}
          onOpenChange={setOpen}
          placement="bottomRight"
          getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
          popupRender={() => (
            <UserMenuPanel
              open={open}
              heading={
                <>
                  {compact ? <div style={{ padding: `${token.paddingXS}px ${token.padding}px` }}>{who}</div> : null}
                  {accountSwitch}
                </>
              }
              tasks={taskList}
              onLogout={() => {
                close();
                onLogout();
              }}
              onEscape={() => {
                close();
                triggerRef.current?.focus();
              }}
            />
          )}
        >
          <Button
            ref={triggerRef}
            type="text"
            aria-haspopup="dialog"
            aria-expanded={open}
            // Compact shows no text: the name, account and state are still announced.
            aria-label={compact ? `${name}, ${account}` : undefined}
            // 360 px: «Иванов Иван Иванович», the demo resident's ordinary name, was cut at 240 px
            // on a 1280 px screen with half the header empty (the walk, pnpm walk).
            style={{
              height: CONTROL_HEIGHT,
              maxWidth: compact ? undefined : TRIGGER_MAX_WIDTH,
              minWidth: 0,
              paddingInline: token.paddingXS,
            }}
          >
            <UserOutlined aria-hidden="true" style={{ fontSize: 20 }} />
            {compact ? null : who}
            <DownOutlined aria-hidden="true" style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      </span>
    </div>
  );
}
