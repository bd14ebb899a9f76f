import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { APP_HEADER_HEIGHTS } from './app-header-heights.ts';
import { APP_HEADER_TEXTS } from './app-header-texts.ts';

// Only routes with tabs need antd's Tabs; the header of the others arrives lighter (the tabs row
// keeps its height meanwhile, so nothing moves).
const Tabs = lazy(() => import('antd/es/tabs'));

export interface TabsStripProps {
  tabs: { key: string; label: string }[];
  activeKey?: string;
  onChange?: (key: string) => void;
}

/** Width of a scroll cue: a tap target of its own (WCAG 2.5.8) over the strip's edge. */
const CUE_WIDTH = 36;
/** The fade before a cue, over the cut label. */
const FADE_WIDTH = 16;

type Overflow = { left: boolean; right: boolean };

/**
 * The header's tabs row. Tabs are as wide as their labels and the row scrolls sideways (swipe,
 * Shift+wheel; arrow keys move the focus and the view). A phone shows no scrollbar, so a strip
 * wider than the screen (the profile's five tabs at 390 px) shows a cue at each edge that hides
 * tabs: a chevron that scrolls the strip on. antd's own "more" button is not used: it sits inside
 * the tablist and breaks its ARIA structure. The active tab is brought into view on arrival.
 */
export function TabsStrip({ tabs, activeKey, onChange }: TabsStripProps) {
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });

  // The active tab in view, clear of the cues (e.g. «Согласия» opened from a link), once per tab:
  // the tabs may arrive after the key, so arrival tries again.
  const revealed = useRef<string | undefined>(undefined);
  const wanted = useRef(activeKey);
  const revealActive = useCallback(() => {
    const element = scroller.current;
    const tab = element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!element || !tab || revealed.current === wanted.current) return;
    revealed.current = wanted.current;
    const box = element.getBoundingClientRect();
    const own = tab.getBoundingClientRect();
    let shift = 0;
    const clear = CUE_WIDTH + FADE_WIDTH;
    if (own.left < box.left + clear) shift = own.left - (box.left + clear);
    else if (own.right > box.right - clear) shift = own.right - (box.right - clear);
    const end = Math.max(0, element.scrollWidth - element.clientWidth);
    if (shift) element.scrollLeft = Math.min(end, Math.max(0, element.scrollLeft + shift));
  }, []);
  useEffect(() => {
    wanted.current = activeKey;
    revealActive();
  }, [revealActive, activeKey]);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    // One pixel of slack: a zoomed screen leaves fractions at the end.
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setOverflow((previous) => (previous.left === left && previous.right === right ? previous : { left, right }));
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // The tabs arrive in a chunk of their own and the window turns: both change the widths.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    const mutations =
      typeof MutationObserver === 'undefined'
        ? undefined
        : new MutationObserver(() => {
            revealActive();
            measure();
          });
    mutations?.observe(element, { childList: true, subtree: true });
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
      mutations?.disconnect();
    };
  }, [measure, revealActive]);

  const scrollBy = (direction: -1 | 1) => {
    const element = scroller.current;
    if (!element) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * Math.max(element.clientWidth - 2 * CUE_WIDTH, CUE_WIDTH),
      behavior: still ? 'auto' : 'smooth',
    });
  };

  const row: CSSProperties = { position: 'relative', height: APP_HEADER_HEIGHTS.tabs };
  const scrollerStyle: CSSProperties = {
    height: APP_HEADER_HEIGHTS.tabs,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
    paddingInline: `clamp(${token.paddingXS}px, 3vw, ${token.paddingLG}px)`,
  };
  // The edge fades into the strip, so a cut label reads as "more this way"; the chevron sits on
  // the opaque end. The fade is the box's, not the button's: antd paints its own button background.
  const cue = (side: 'left' | 'right'): CSSProperties => ({
    position: 'absolute',
    top: 0,
    [side]: 0,
    zIndex: 2,
    display: 'flex',
    justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
    alignItems: 'center',
    width: CUE_WIDTH + FADE_WIDTH,
    height: APP_HEADER_HEIGHTS.tabs - 2,
    background: `linear-gradient(to ${side}, transparent, ${token.colorBgContainer} ${FADE_WIDTH}px)`,
    pointerEvents: 'none',
  });
  const cueButton: CSSProperties = {
    width: CUE_WIDTH,
    height: APP_HEADER_HEIGHTS.tabs - 2,
    borderRadius: 0,
    color: token.colorPrimary,
    pointerEvents: 'auto',
  };

  return (
    <div style={row} data-tabs-strip="">
      <div ref={scroller} style={scrollerStyle}>
        <Suspense>
          <Tabs
            activeKey={activeKey}
            onChange={onChange}
            items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
            style={{ width: 'max-content', minWidth: '100%', height: APP_HEADER_HEIGHTS.tabs }}
            tabBarStyle={{ margin: 0, height: APP_HEADER_HEIGHTS.tabs }}
          />
        </Suspense>
      </div>
      {/* Pointer cues only: the keyboard moves along the tablist with the arrow keys, which scroll
          it too, so the cues stay out of the tab order and of the accessibility tree. */}
      {overflow.left ? (
        <div style={cue('left')}>
          <Button
            type="text"
            tabIndex={-1}
            aria-hidden="true"
            title={APP_HEADER_TEXTS.tabsBack}
            icon={<LeftOutlined />}
            onClick={() => scrollBy(-1)}
            style={cueButton}
          />
        </div>
      ) : null}
      {overflow.right ? (
        <div style={cue('right')}>
          <Button
            type="text"
            tabIndex={-1}
            aria-hidden="true"
            title={APP_HEADER_TEXTS.tabsMore}
            icon={<RightOutlined />}
            onClick={() => scrollBy(1)}
            style={cueButton}
          />
        </div>
      ) : null}
    </div>
  );
}
