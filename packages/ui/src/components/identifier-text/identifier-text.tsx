import { Fragment, type CSSProperties } from 'react';
import { formatPhoneNumber, formatSnils } from '../../lib/format/identifiers.ts';

// A number is read and dialled whole: its spaces and hyphens are where the eye groups digits, not
// where a line may end. In a narrow column (the profile at 390 px) it moves to a line of its own.
const whole: CSSProperties = { whiteSpace: 'nowrap' };

/** A phone number ('+79123456789') shown as '+7 (912) 345-67-89', never broken across lines. */
export function PhoneText({ phone }: { phone: string }) {
  return <span style={whole}>{formatPhoneNumber(phone)}</span>;
}

/** A СНИЛС ('11223344595') shown as '112-233-445 95', never broken across lines. */
export function SnilsText({ snils }: { snils: string }) {
  return <span style={whole}>{formatSnils(snils)}</span>;
}

/**
 * An email ('resident@demo.ru') whose line, if it must end inside the address, ends before the «@»
 * or a dot, so each part reads whole («resident» / «@demo.ru»), not «resident@d» / «emo.ru».
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
