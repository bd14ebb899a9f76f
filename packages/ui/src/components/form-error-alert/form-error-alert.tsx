import { Alert } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface FormErrorAlertProps {
  /** The form-level error (spec §8 mapped text); nothing is rendered without one. */
  message?: ReactNode;
  style?: CSSProperties;
}

/** A form-level error above the form's fields, announced to screen readers (role alert). */
export function FormErrorAlert({ message, style }: FormErrorAlertProps) {
  if (message === undefined || message === null || message === false || message === '') return null;
  return <Alert type="error" showIcon role="alert" title={message} style={{ marginBottom: 16, ...style }} />;
}
