import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { PlainIcon } from '../plain-icon/plain-icon.tsx';
import './form-error-alert.css';

export interface FormErrorAlertProps {
  /** The form-level error (spec §8 mapped text); nothing is rendered without one. */
  message?: ReactNode;
  style?: CSSProperties;
}

/**
 * A form-level error above the form's fields, announced to screen readers (role alert). Drawn like
 * antd's error Alert without antd: the login form, on /login's first load, shows it too.
 */
export function FormErrorAlert({ message, style }: FormErrorAlertProps) {
  if (message === undefined || message === null || message === false || message === '') return null;
  return (
    <div role="alert" className="rp-alert rp-alert--error" style={style}>
      <PlainIcon icon={CloseCircleFilled} className="rp-alert__icon" />
      <div className="rp-alert__message">{message}</div>
    </div>
  );
}
