import type { CSSProperties, ReactNode } from 'react';
import { PlainAlert } from '../plain-alert/plain-alert.tsx';

export interface FormErrorAlertProps {
  /** The form-level error (spec §8 mapped text); nothing is rendered without one. */
  message?: ReactNode;
  style?: CSSProperties;
}

/**
 * A form-level error above the form's fields, announced to screen readers (role alert). Plain: the
 * login form, on /login's first load, shows it too.
 */
export function FormErrorAlert({ message, style }: FormErrorAlertProps) {
  if (message === undefined || message === null || message === false || message === '') return null;
  return (
    <PlainAlert type="error" style={{ marginBottom: 16, ...style }}>
      {message}
    </PlainAlert>
  );
}
