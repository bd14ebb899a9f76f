import type { CSSProperties } from 'react';
import { formatPhone } from '@resident/contract/limits';
import { plainTokens as token } from '../../lib/plain/plain-tokens.ts';

export interface SupportContacts {
  supportPhone?: string;
  supportEmail?: string;
}

/** 'tel:' link target: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The brand's support phone and email as links, one per line; nothing when there are none. */
export function ContactLinks({ contacts }: { contacts?: SupportContacts }) {
  const phone = contacts?.supportPhone?.trim();
  const email = contacts?.supportEmail?.trim();
  // Underlined: a link inside text must not be told apart by colour alone.
  const link: CSSProperties = { color: token.colorLink, textDecoration: 'underline', overflowWrap: 'anywhere' };
  return (
    <>
      {phone ? (
        <div>
          <a href={telHref(phone)} style={link}>
            {formatPhone(phone)}
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
