import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { plainTokens } from '../../lib/plain/plain-tokens.ts';
import { PlainButton } from '../plain-button/plain-button.tsx';
import { PlainIcon } from '../plain-icon/plain-icon.tsx';

export interface PageResultAction {
  label: ReactNode;
  /** For in-app navigation: the caller passes its router's navigate (ui knows no router). */
  onClick?: () => void;
  /** For a full page load, e.g. to the operator's site. */
  href?: string;
}

export type PageResultStatus = 'info' | 'success' | 'warning' | 'error' | '403' | '404' | '500';

export interface PageResultProps {
  status?: PageResultStatus;
  title: ReactNode;
  subtitle?: ReactNode;
  action?: PageResultAction;
}

function StatusMark({ status }: { status: PageResultStatus }) {
  const token = plainTokens;
  const style: CSSProperties = { fontSize: 72, lineHeight: 1, marginBottom: token.marginLG };
  switch (status) {
    case 'success':
      return <PlainIcon icon={CheckCircleFilled} style={{ ...style, color: token.colorSuccess }} />;
    case 'warning':
      return <PlainIcon icon={ExclamationCircleFilled} style={{ ...style, color: token.colorWarning }} />;
    case 'error':
      return <PlainIcon icon={CloseCircleFilled} style={{ ...style, color: token.colorError }} />;
    case 'info':
      return <PlainIcon icon={InfoCircleFilled} style={{ ...style, color: token.colorPrimary }} />;
    default:
      // The HTTP code itself, as large type: antd's Result illustrations would cost every first
      // load about 10 kB gzip, since the route error page that uses this is part of the entry.
      return (
        <div aria-hidden style={{ ...style, fontWeight: token.fontWeightStrong, color: token.colorTextSecondary }}>
          {status}
        </div>
      );
  }
}

/**
 * A full-page message: not found, service unavailable, «раздел в разработке». Without antd: the
 * route error page, part of every first load, shows it.
 */
export function PageResult({ status = 'info', title, subtitle, action }: PageResultProps) {
  const token = plainTokens;
  const box: CSSProperties = {
    padding: `${token.paddingXL * 1.5}px ${token.paddingXL}px`,
    textAlign: 'center',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    // A long word or address in the text must wrap, not widen a 375 px page.
    overflowWrap: 'anywhere',
    fontFamily: token.fontFamily,
  };
  return (
    <div className="page-result" style={box}>
      <StatusMark status={status} />
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading, fontWeight: 'normal' }}>
        {title}
      </h1>
      {subtitle ? (
        <p style={{ margin: `${token.marginXS}px 0 0`, maxWidth: 560, fontSize: token.fontSize, lineHeight: token.lineHeight, color: token.colorTextDescription }}>{subtitle}</p>
      ) : null}
      {action ? (
        <PlainButton variant="primary" size="large" href={action.href} onClick={action.onClick} style={{ marginTop: token.marginLG }}>
          {action.label}
        </PlainButton>
      ) : null}
    </div>
  );
}
