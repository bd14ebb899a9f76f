import { LogoutOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { USER_MENU_TEXTS } from './user-menu-texts.ts';

export interface UserMenuPanelProps {
  open: boolean;
  /** Shown above the tasks when the trigger is too small to show it (compact header). */
  heading?: ReactNode;
  tasks: ReactNode;
  onLogout: () => void;
  /** Escape: the menu closes and focus goes back to its trigger. */
  onEscape: () => void;
}

/**
 * The content of the user dropdown. Focus moves into it when it opens so its task buttons are
 * next on Tab; Tab is kept from antd's dropdown, which would otherwise close on it (its own
 * focus handling only knows antd menus and would miss this panel).
 */
export function UserMenuPanel({ open, heading, tasks, onLogout, onEscape }: UserMenuPanelProps) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    // The popup becomes visible a frame after it is rendered; focus waits for it.
    const frame = requestAnimationFrame(() => ref.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') event.stopPropagation();
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
    }
  };

  const panel: CSSProperties = {
    width: 'min(360px, calc(100vw - 16px))',
    boxSizing: 'border-box',
    paddingBlock: token.paddingXS,
    background: token.colorBgElevated,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
    outline: 'none',
  };

  return (
    <div ref={ref} role="dialog" aria-label={USER_MENU_TEXTS.menu} tabIndex={-1} style={panel} onKeyDown={onKeyDown}>
      {heading}
      {tasks}
      <div
        style={{ borderTop: `1px solid ${token.colorSplit}`, marginTop: token.marginXS, paddingTop: token.paddingXS }}
      >
        <Button
          type="text"
          block
          icon={<LogoutOutlined aria-hidden="true" />}
          style={{ justifyContent: 'flex-start' }}
          onClick={onLogout}
        >
          {USER_MENU_TEXTS.logout}
        </Button>
      </div>
    </div>
  );
}
