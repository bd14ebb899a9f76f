import { PlainButton, plainTokens as token } from '@resident/ui';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { COOKIE_BANNER_TEXTS } from './cookie-banner-texts.ts';
import { CookiePolicy } from './cookie-policy.tsx';

export interface CookieBannerProps {
  /** From readConsent / scheduleConsentCheck: no answer that still holds. */
  open: boolean;
  /** 'Принять и продолжить': the shell calls acceptConsent and closes the banner. */
  onAccept: () => void;
  /** 'Отклонить': the shell calls rejectConsent and closes the banner. */
  onReject: () => void;
}

/**
 * The cookie consent bar (spec §2 "Cookie banner", §4). Fixed to the bottom of the window and
 * non-modal: the page stays usable and readable by screen readers (aria-modal="false"), and it
 * does not take the focus. Fixed positioning also keeps it out of the page's layout (no CLS).
 * The policy link swaps the short text for the full policy, once (spec §4). Drawn without antd:
 * it shows on /login's first load.
 */
export function CookieBanner({ open, onAccept, onReject }: CookieBannerProps) {
  const titleId = useId();
  const [full, setFull] = useState(false);
  const policyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The link the resident activated is gone; continue reading where it led.
    if (full) policyRef.current?.focus();
  }, [full]);

  if (!open) return null;

  const bar: CSSProperties = {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: token.zIndexPopupBase + 10,
    boxSizing: 'border-box',
    maxHeight: '80dvh',
    display: 'flex',
    flexDirection: 'column',
    gap: token.marginSM,
    padding: `${token.padding}px clamp(${token.padding}px, 4vw, ${token.paddingXL}px)`,
    paddingBottom: `calc(${token.padding}px + env(safe-area-inset-bottom, 0px))`,
    background: token.colorBgElevated,
    color: token.colorText,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    boxShadow: token.boxShadowSecondary,
    borderTop: `1px solid ${token.colorBorderSecondary}`,
  };
  const title: CSSProperties = {
    margin: 0,
    fontSize: token.fontSizeLG,
    lineHeight: token.lineHeightLG,
    fontWeight: token.fontWeightStrong,
    color: token.colorTextHeading,
  };
  // The full policy scrolls inside the bar; the buttons stay in view.
  const body: CSSProperties = { overflowY: 'auto', minHeight: 0, maxWidth: 960 };
  const link: CSSProperties = {
    padding: 0,
    height: 'auto',
    display: 'inline',
    whiteSpace: 'normal',
    textAlign: 'start',
    textDecoration: 'underline',
    verticalAlign: 'baseline',
  };

  return (
    <div role="dialog" aria-modal="false" aria-labelledby={titleId} style={bar}>
      <h2 id={titleId} style={title}>
        {COOKIE_BANNER_TEXTS.title}
      </h2>
      <div style={body}>
        {full ? (
          <CookiePolicy ref={policyRef} />
        ) : (
          <p style={{ margin: 0 }}>
            {COOKIE_BANNER_TEXTS.shortBefore}{' '}
            {/* A button styled as a link: it swaps the text in place rather than going anywhere. */}
            <PlainButton variant="link" style={link} onClick={() => setFull(true)}>
              {COOKIE_BANNER_TEXTS.policyLink}
            </PlainButton>
            {COOKIE_BANNER_TEXTS.shortAfter}
          </p>
        )}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
        <PlainButton variant="primary" onClick={onAccept} style={{ flex: '1 1 200px', maxWidth: 320 }}>
          {COOKIE_BANNER_TEXTS.accept}
        </PlainButton>
        <PlainButton onClick={onReject} style={{ flex: '1 1 140px', maxWidth: 320 }}>
          {COOKIE_BANNER_TEXTS.reject}
        </PlainButton>
      </div>
    </div>
  );
}
