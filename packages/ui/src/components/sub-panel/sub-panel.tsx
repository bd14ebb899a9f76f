import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { plainTokens as token } from '../../lib/plain/plain-tokens.ts';
import { PlainButton } from '../plain-button/plain-button.tsx';
import { PlainIcon } from '../plain-icon/plain-icon.tsx';

export const SUB_PANEL_TEXTS = {
  label: 'Фильтры',
  close: 'Закрыть фильтры',
} as const;

type SubPanelContextValue = {
  id: string;
  open: boolean;
  close: () => void;
  target: HTMLElement | null;
  setTarget: (element: HTMLElement | null) => void;
  /** A <SubPanel> announces itself while mounted; the returned function withdraws it. */
  register: () => () => void;
};

const SubPanelContext = createContext<SubPanelContextValue | null>(null);

export interface SubPanelProviderProps {
  /** The region's id: the header's filter button names it in aria-controls. */
  id: string;
  /** Whether the panel shows (the shell keeps it in its store: spec §3 "sub-menu open/closed flag"). */
  open: boolean;
  /** Asked by the panel's close button and by Escape inside it. */
  onClose: () => void;
  /**
   * Told whether the page currently puts anything into the panel: a route whose filters belong to
   * one of its tabs (billing's payments) has an empty panel on the others, and spec §2's filter
   * button is for a page that has a sub-header part, so the layout shows it only while filled.
   */
  onContentChange?: (filled: boolean) => void;
  children: ReactNode;
}

/**
 * The header's sub panel (spec §2 "Header": the filter button opens it). The layout owns where it
 * is and whether it is open; the page owns what is in it (<SubPanel>), so the shell stays free of
 * any feature's filters and a feature never reaches into the shell.
 */
export function SubPanelProvider({ id, open, onClose, onContentChange, children }: SubPanelProviderProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [parts, setParts] = useState(0);
  const register = useCallback(() => {
    setParts((count) => count + 1);
    return () => setParts((count) => count - 1);
  }, []);
  const filled = parts > 0;
  useEffect(() => {
    onContentChange?.(filled);
  }, [onContentChange, filled]);
  const value = useMemo(
    () => ({ id, open, close: onClose, target, setTarget, register }),
    [id, open, onClose, target, register],
  );
  return <SubPanelContext value={value}>{children}</SubPanelContext>;
}

export interface SubPanelRegionProps {
  /** The region's accessible name; 'Фильтры' by default, as the button that opens it. */
  label?: string;
  style?: CSSProperties;
}

/**
 * Where the layout puts the panel, between the header and the page. Always in the document (the
 * button's aria-controls must name an element), hidden while closed. Drawn without antd: the main
 * layout paints before antd arrives.
 */
export function SubPanelRegion({ label = SUB_PANEL_TEXTS.label, style }: SubPanelRegionProps) {
  const panel = use(SubPanelContext);
  if (!panel) throw new Error('SubPanelRegion must be inside a SubPanelProvider');
  const { id, open, close, setTarget } = panel;

  // Escape closes the panel from anywhere inside it and gives the focus back to the button that
  // opened it. A DOM listener, not React's onKeyDown: the filters are portalled in, so React bubbles
  // their events to the page that rendered them, not to this region.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
      document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [close, id]);

  const box: CSSProperties = {
    display: open ? 'flex' : 'none',
    alignItems: 'flex-start',
    gap: token.marginXS,
    boxSizing: 'border-box',
    padding: `${token.paddingXS}px clamp(${token.paddingXS}px, 3vw, ${token.paddingLG}px)`,
    background: token.colorBgContainer,
    boxShadow: `0 1px 0 ${token.colorBorderSecondary}`,
    ...style,
  };
  return (
    <section id={id} role="region" aria-label={label} hidden={!open} style={box} ref={section}>
      {/* The page's filters are portalled here; flex-wrap lets them stack on a 375 px phone. */}
      <div
        ref={setTarget}
        style={{
          flex: '1 1 auto',
          minWidth: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: token.marginXS,
          alignItems: 'center',
        }}
      />
      <PlainButton
        variant="link"
        aria-label={SUB_PANEL_TEXTS.close}
        title={SUB_PANEL_TEXTS.close}
        onClick={close}
        style={{ flex: 'none' }}
      >
        <PlainIcon icon={CloseOutlined} />
      </PlainButton>
    </section>
  );
}

/**
 * What a page shows in the header's sub panel, e.g. billing's period filter:
 * `<SubPanel><PeriodFilter … /></SubPanel>`. It renders into the layout's region through a portal,
 * so it keeps the page's React context (store, antd theme, router). Outside a layout with a panel it
 * renders nothing; the page's route meta must say `subHeader: { left: true }` for the button to show,
 * and the button shows only while a <SubPanel> is mounted (a tab without filters has none).
 */
export function SubPanel({ children }: { children: ReactNode }) {
  const panel = use(SubPanelContext);
  const register = panel?.register;
  useEffect(() => register?.(), [register]);
  return panel?.target ? createPortal(children, panel.target) : null;
}

/** The panel's state for a page that reacts to it (e.g. focuses its first filter on open). */
export function useSubPanel(): { available: boolean; open: boolean; close: () => void } {
  const panel = use(SubPanelContext);
  return { available: Boolean(panel?.target), open: panel?.open ?? false, close: panel?.close ?? noop };
}

function noop() {}
