import type { CSSProperties } from 'react';
import { formatPhoneNumber } from '../../lib/format/identifiers.ts';
import { plainTokens as token } from '../../lib/plain/plain-tokens.ts';
import { PhoneText } from '../identifier-text/identifier-text.tsx';

export interface SupportContacts {
  supportPhone?: string;
  supportEmail?: string;
}

/**
 * A brand's support phone (E.164, checked by `pnpm brand check`) as residents read it:
 * '+78000000000' → '+7 (800) 000-00-00'.
 */
export const displayPhone = formatPhoneNumber;

/** 'tel:' link target: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The brand's support phone and email as links, one per line; nothing when there are none. */
export function ContactLinks({ contacts }: { contacts?: SupportContacts }) {
  const phone = contacts?.supportPhone?.trim();
  const email = contacts?.supportEmail?.trim();
  // Underlined: a link inside text must not be told apart by colour alone. 24 px tall at least:
  // WCAG 2.2 target size (2.5.8), which Lighthouse found these links short of.
  const link: CSSProperties = {
    color: token.colorLink,
    textDecoration: 'underline',
    overflowWrap: 'anywhere',
    display: 'inline-block',
    minHeight: 24,
    lineHeight: '24px',
  };
  return (
    <>
      {phone ? (
        <div>
          <a href={telHref(phone)} style={link}>
            <PhoneText phone={phone} />
          </a>
        </div>
      ) : null}
      {email ? (
        <div>
          <a href={`mailto:${email}`} style={link}>
            {email}
          </a>
        </div>
      ) : null}
    </>
  );
}

export function hasContacts(contacts?: SupportContacts): boolean {
  return Boolean(contacts?.supportPhone?.trim() || contacts?.supportEmail?.trim());
}
