import type { CSSProperties, ReactNode } from 'react';
import { StatusAlert } from '../status-alert/status-alert.tsx';

export interface FormErrorAlertProps {
  /** The form-level error (spec §8 mapped text); nothing is rendered without one. */
  message?: ReactNode;
  style?: CSSProperties;
}

/**
 * A form-level error above the form's fields: the portal's one alert (StatusAlert) as a form shows
 * it, with the space antd's Form.Item keeps below. No markup of its own.
 */
export function FormErrorAlert({ message, style }: FormErrorAlertProps) {
  return (
    <StatusAlert type="error" style={{ marginBottom: 16, ...style }}>
      {message}
    </StatusAlert>
  );
}
