import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { PlainIcon } from '../plain-icon/plain-icon.tsx';
import './status-alert.css';

export type StatusAlertType = 'error' | 'warning' | 'info' | 'success';

export interface StatusAlertProps {
  type: StatusAlertType;
  /** The message; nothing is rendered without one (a form with no error yet). */
  children?: ReactNode;
  /** One way to act on it, on the right (under the message when the alert is narrow), e.g. a small «Повторить» button. */
  action?: ReactNode;
  style?: CSSProperties;
}

const ICONS = {
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
  success: CheckCircleFilled,
} as const;

/**
 * The portal's one alert, anywhere: antd's Alert with its icon (`showIcon`), drawn without antd so
 * first-paint surfaces (the login form, the dashboard) can show it too; announced as antd's is
 * (role alert). Colours are antd's tokens (see the ui README).
 */
export function StatusAlert({ type, children, action, style }: StatusAlertProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div role="alert" className={`rp-alert rp-alert--${type}`} style={style}>
      <PlainIcon icon={ICONS[type]} className="rp-alert__icon" />
      {action ? (
        // The action goes under the message where both do not fit side by side (a phone), so a long
        // message keeps the alert's width instead of a column a few words wide.
        <div className="rp-alert__body">
          <div className="rp-alert__message">{children}</div>
          <div className="rp-alert__action">{action}</div>
        </div>
      ) : (
        <div className="rp-alert__message">{children}</div>
      )}
    </div>
  );
}
