import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

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

type Token = ReturnType<typeof theme.useToken>['token'];

function StatusMark({ status, token }: { status: PageResultStatus; token: Token }) {
  const style: CSSProperties = { fontSize: 72, lineHeight: 1, marginBottom: token.marginLG };
  switch (status) {
    case 'success':
      return <CheckCircleFilled aria-hidden style={{ ...style, color: token.colorSuccess }} />;
    case 'warning':
      return <ExclamationCircleFilled aria-hidden style={{ ...style, color: token.colorWarning }} />;
    case 'error':
      return <CloseCircleFilled aria-hidden style={{ ...style, color: token.colorError }} />;
    case 'info':
      return <InfoCircleFilled aria-hidden style={{ ...style, color: token.colorPrimary }} />;
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

/** A full-page message: not found, service unavailable, «раздел в разработке». */
export function PageResult({ status = 'info', title, subtitle, action }: PageResultProps) {
  const { token } = theme.useToken();
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
      <StatusMark status={status} token={token} />
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading, fontWeight: 'normal' }}>
        {title}
      </h1>
      {subtitle ? (
        <p style={{ margin: `${token.marginXS}px 0 0`, maxWidth: 560, fontSize: token.fontSize, lineHeight: token.lineHeight, color: token.colorTextDescription }}>{subtitle}</p>
      ) : null}
      {action ? (
        <Button type="primary" size="large" href={action.href} onClick={action.onClick} style={{ marginTop: token.marginLG }}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
