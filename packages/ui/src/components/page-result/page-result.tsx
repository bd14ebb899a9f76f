import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
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
  /** Drawn instead of the status's own mark, in the status's colour (e.g. a tool for «в разработке»). */
  icon?: IconDefinition;
  title: ReactNode;
  /** 1 on a page of its own; 2 inside a page that has its h1 already. */
  headingLevel?: 1 | 2;
  subtitle?: ReactNode;
  action?: PageResultAction;
  /** More below the action, on a tinted box (antd Result's content), e.g. the support contacts. */
  children?: ReactNode;
}

const MARKS = {
  success: { icon: CheckCircleFilled, color: plainTokens.colorSuccess },
  warning: { icon: ExclamationCircleFilled, color: plainTokens.colorWarning },
  error: { icon: CloseCircleFilled, color: plainTokens.colorError },
  info: { icon: InfoCircleFilled, color: plainTokens.colorPrimary },
} as const;

function StatusMark({ status, icon }: { status: PageResultStatus; icon?: IconDefinition }) {
  const token = plainTokens;
  const style: CSSProperties = { fontSize: 72, lineHeight: 1, marginBottom: token.marginLG };
  switch (status) {
    case 'success':
    case 'warning':
    case 'error':
    case 'info':
      return <PlainIcon icon={icon ?? MARKS[status].icon} style={{ ...style, color: MARKS[status].color }} />;
    default:
      if (icon) return <PlainIcon icon={icon} style={{ ...style, color: token.colorTextSecondary }} />;
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
 * The portal's one result, empty-section and error state (antd's Result, redrawn): not found,
 * service unavailable, «раздел в разработке», «нет лицевого счета». Without antd: the route error
 * page, part of every first load, shows it (see the ui README).
 */
export function PageResult({
  status = 'info',
  icon,
  title,
  headingLevel = 1,
  subtitle,
  action,
  children,
}: PageResultProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
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
      <StatusMark status={status} icon={icon} />
      <Heading
        style={{
          margin: 0,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          color: token.colorTextHeading,
          fontWeight: 'normal',
        }}
      >
        {title}
      </Heading>
      {subtitle ? (
        <div
          style={{
            margin: `${token.marginXS}px 0 0`,
            maxWidth: 560,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            color: token.colorTextDescription,
          }}
        >
          {subtitle}
        </div>
      ) : null}
      {action ? (
        <PlainButton
          variant="primary"
          size="large"
          href={action.href}
          onClick={action.onClick}
          style={{ marginTop: token.marginLG }}
        >
          {action.label}
        </PlainButton>
      ) : null}
      {children ? (
        <div
          style={{
            marginTop: token.marginLG,
            padding: `${token.paddingLG}px ${token.paddingXL}px`,
            background: token.colorFillAlter,
            borderRadius: token.borderRadiusLG,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            color: token.colorText,
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
