import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { PlainIcon, plainTokens } from '@resident/ui';
import type { ButtonHTMLAttributes } from 'react';
import { navIconStyle, navLabelStyle, navSlotStyle } from './nav-slot-style.ts';
import { SIDE_NAV_TEXTS } from './side-nav-texts.ts';

/**
 * 'Выход' at the bottom of the rail, drawn alike by the frame (FrameNav, with the early-tap marks)
 * and by SideNav. An inset shadow, not a border: the slot stays exactly NAV_ITEM_PX tall.
 */
export function ExitSlot(
  button: ButtonHTMLAttributes<HTMLButtonElement> & { 'data-nav-slot'?: string; 'data-early-tap'?: string },
) {
  return (
    <div style={{ flex: 'none', boxShadow: `inset 0 1px 0 ${plainTokens.colorBorderSecondary}` }}>
      <button type="button" style={navSlotStyle('vertical', false)} {...button}>
        <span aria-hidden="true" style={navIconStyle}>
          <PlainIcon icon={LogoutOutlined} />
        </span>
        <span style={navLabelStyle('vertical')}>{SIDE_NAV_TEXTS.exit}</span>
      </button>
    </div>
  );
}
