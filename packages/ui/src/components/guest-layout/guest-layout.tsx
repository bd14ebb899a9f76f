import { useId, type CSSProperties, type ReactNode } from 'react';
import { plainTokens as token } from '../../lib/plain/plain-tokens.ts';
import { BrandLogo } from '../brand-logo/brand-logo.tsx';
import { ContactLinks, hasContacts, type SupportContacts } from '../contact-links/contact-links.tsx';

export type { SupportContacts };

export interface GuestLayoutProps {
  /** The brand's full logo (brand.assets.logo.full / .alt). */
  logo: { src: string; alt: string };
  /** The page heading, rendered as the page's h1. */
  title?: ReactNode;
  /** The brand's support contacts, shown in the card's footer. */
  contacts?: SupportContacts;
  /** The card's widest size; it is full width on a phone. */
  maxWidth?: number;
  children?: ReactNode;
}

/**
 * The bare guest frame of /login, /registration, /password-recovery, /pay and not-found
 * (spec §2): one centred card with the logo, a heading, the content and the support contacts.
 * Drawn without antd (plain tokens): it is /login's frame, inside design.md §4's first-load budget.
 */
export function GuestLayout({ logo, title, contacts, maxWidth = 420, children }: GuestLayoutProps) {
  const headingId = useId();

  const page: CSSProperties = {
    minHeight: '100dvh',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: `${token.paddingLG}px ${token.padding}px`,
    background: token.colorBgLayout,
    color: token.colorText,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  };
  const card: CSSProperties = {
    width: '100%',
    maxWidth,
    boxSizing: 'border-box',
    padding: `clamp(${token.paddingLG}px, 7vw, ${token.paddingXL}px)`,
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowTertiary,
  };
  const heading: CSSProperties = {
    margin: `0 0 ${token.marginLG}px`,
    textAlign: 'center',
    color: token.colorTextHeading,
    fontSize: token.fontSizeHeading3,
    lineHeight: token.lineHeightHeading3,
    fontWeight: token.fontWeightStrong,
  };
  const footer: CSSProperties = {
    marginTop: token.marginLG,
    paddingTop: token.padding,
    borderTop: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'center',
    color: token.colorTextSecondary,
    fontSize: token.fontSizeSM,
    lineHeight: token.lineHeightSM,
  };
  return (
    <div style={page}>
      <main style={card} aria-labelledby={title ? headingId : undefined}>
        <BrandLogo src={logo.src} alt={logo.alt} style={{ margin: `0 auto ${token.marginLG}px` }} />
        {title ? (
          <h1 id={headingId} style={heading}>
            {title}
          </h1>
        ) : null}
        {children}
        {hasContacts(contacts) ? (
          <footer style={footer}>
            <div>Служба поддержки</div>
            <ContactLinks contacts={contacts} />
          </footer>
        ) : null}
      </main>
    </div>
  );
}
