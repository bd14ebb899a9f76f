import { BrandLogo, plainTokens } from '@resident/ui';
import type { CSSProperties } from 'react';
import { headerRowStyles } from '../../shell/app-header/header-row-styles';
import type { HeaderFrame } from './header-frame';

/** antd's fontSizeHeading4 (not among the plain tokens): the header title's size on a desktop. */
const HEADING4_PX = 20;
/** antd's colorSplit: the header's bottom edge, a shadow so the rows add up to its height. */
export const HEADER_SEPARATOR = '0 1px 0 rgba(5, 5, 5, 0.06)';

/**
 * The header as the page first shows it, before antd's AppHeader replaces it: the same box, with
 * the logo and the title exactly where AppHeader puts them (header-placeholder.test.tsx compares
 * the two), so the swap moves nothing. Drawn without antd: the server's frame draws it too.
 */
export function HeaderPlaceholder({ height, title, logo }: HeaderFrame) {
  const header: CSSProperties = {
    boxSizing: 'border-box',
    height,
    background: plainTokens.colorBgContainer,
    boxShadow: HEADER_SEPARATOR,
    fontFamily: plainTokens.fontFamily,
    color: plainTokens.colorText,
  };
  const { bar, title: titleStyle } = headerRowStyles(plainTokens, HEADING4_PX);
  return (
    <div style={header}>
      {title === undefined ? null : (
        <div style={bar}>
          {logo ? <BrandLogo src={logo.src} alt={logo.alt} variant="small" style={{ flex: 'none' }} /> : null}
          <div style={titleStyle} title={title}>
            {title}
          </div>
        </div>
      )}
    </div>
  );
}
