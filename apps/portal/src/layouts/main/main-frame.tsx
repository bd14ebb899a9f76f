import { plainTokens, SubPanelRegion } from '@resident/ui';
import type { CSSProperties, ReactNode } from 'react';
import { NAV_ITEM_PX } from '../../shell/side-nav/split-nav-items';
import type { NavOrientation } from '../../shell/side-nav/use-nav-capacity';
import { WIDE_SCREEN } from './use-wide-screen';

const RAIL_WIDTH = 232;
/** The sub panel's region (the header's filter button controls it). */
export const SUB_PANEL_ID = 'sub-panel';

// Which navigation box shows is decided by CSS, not by the window's width in JavaScript: the
// static server draws this frame without knowing the width (src/prerender/render-frame.tsx), and
// the browser's first render must look exactly like it. The query is useWideScreen's.
const FRAME_CSS =
  `.rp-main-content{padding:16px}` +
  `@media ${WIDE_SCREEN}{.rp-main-bar{display:none}}` +
  `@media not all and ${WIDE_SCREEN}{.rp-main-rail{display:none}.rp-main-content{padding-bottom:88px}}`;

type Props = {
  /** The header, or its placeholder while antd's header loads. */
  header: ReactNode;
  /** The navigation once it has loaded; until then `frameNav`, or white boxes. */
  nav?: ReactNode;
  /**
   * The navigation as drawn before antd's (FrameNav), in each box: which box shows is CSS's, as
   * the static server does not know the width.
   */
  frameNav?: (orientation: NavOrientation) => ReactNode;
  /** Where the navigation goes: the left rail (true) or the bottom bar; the browser's useWideScreen. */
  wide?: boolean;
  children?: ReactNode;
};

/**
 * The main layout's boxes (spec §2): the left rail or the bottom bar, the header, the sub panel's
 * region (inside a SubPanelProvider with SUB_PANEL_ID) and the content.
 */
export function MainFrame({ header, nav, frameNav, wide, children }: Props) {
  const frame: CSSProperties = {
    display: 'flex',
    minHeight: '100vh',
    background: plainTokens.colorBgLayout,
    color: plainTokens.colorText,
    fontFamily: plainTokens.fontFamily,
    fontSize: plainTokens.fontSize,
    lineHeight: plainTokens.lineHeight,
  };
  const white: CSSProperties = { background: plainTokens.colorBgContainer };
  const early = nav === undefined ? frameNav : undefined;
  const railNav = wide === true && nav !== undefined ? nav : early?.('vertical');
  const barNav = wide === false && nav !== undefined ? nav : early?.('horizontal');
  return (
    <div style={frame}>
      <style>{FRAME_CSS}</style>
      <aside
        className="rp-main-rail"
        style={{ ...white, flex: 'none', width: RAIL_WIDTH, position: 'sticky', top: 0, height: '100vh' }}
      >
        {railNav}
      </aside>
      <div style={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {header}
        <SubPanelRegion />
        <main className="rp-main-content" style={{ flex: '1 1 auto' }}>
          {children}
        </main>
      </div>
      <div className="rp-main-bar" style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 10 }}>
        {barNav ?? <div style={{ ...white, height: NAV_ITEM_PX }} />}
      </div>
    </div>
  );
}
