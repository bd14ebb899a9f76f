import { plainTokens as token } from '../../lib/plain/plain-tokens.ts';
import type { CSSProperties, ReactElement } from 'react';

/** What the field puts on its control: the ids and states a screen reader needs. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  status?: 'error';
};

export type FormFieldProps = {
  id: string;
  label: string;
  /** Below the control, e.g. what to type (antd's `extra`). */
  hint?: string;
  /** The field's message (antd's `help`); the control is marked invalid while there is one. */
  error?: string;
  required?: boolean;
  /** Renders the control with the ids and states the field gives it. */
  children: (control: FieldControlProps) => ReactElement;
};

/**
 * A vertical form field drawn like antd's Form.Item (label, control, error, hint), with the same
 * ids and aria attributes, for the form on a first-paint surface (the login form): antd's Form,
 * its field engine and validator cost /login more than the whole form it renders (design.md §4
 * first-load budget). Every other form uses antd's Form.
 */
export function FormField({ id, label, hint, error, required, children }: FormFieldProps) {
  const helpId = `${id}_help`;
  const hintId = `${id}_extra`;
  const describedBy = [error ? helpId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');
  const text: CSSProperties = { fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        style={{ ...text, display: 'block', padding: `0 0 ${token.paddingXS}px`, color: token.colorTextHeading }}
      >
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        status: error ? 'error' : undefined,
      })}
      {error ? (
        <div id={helpId} style={{ ...text, color: token.colorError }}>
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} style={{ ...text, minHeight: token.controlHeightSM, color: token.colorTextDescription }}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
