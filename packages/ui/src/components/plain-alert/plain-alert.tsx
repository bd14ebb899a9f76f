import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { PlainIcon } from '../plain-icon/plain-icon.tsx';
import './plain-alert.css';

export interface PlainAlertProps {
  type: 'error' | 'warning';
  children: ReactNode;
  style?: CSSProperties;
}

const ICONS = { error: CloseCircleFilled, warning: ExclamationCircleFilled } as const;

/** antd's Alert with its icon, drawn without antd (see PlainButton); announced as antd's is (role alert). */
export function PlainAlert({ type, children, style }: PlainAlertProps) {
  return (
    <div role="alert" className={`rp-alert rp-alert--${type}`} style={style}>
      <PlainIcon icon={ICONS[type]} className="rp-alert__icon" />
      <div className="rp-alert__message">{children}</div>
    </div>
  );
}
