import { Button, Result, type ResultProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface PageResultAction {
  label: ReactNode;
  /** For in-app navigation: the caller passes its router's navigate (ui knows no router). */
  onClick?: () => void;
  /** For a full page load, e.g. to the operator's site. */
  href?: string;
}

export interface PageResultProps {
  status?: ResultProps['status'];
  title: ReactNode;
  subtitle?: ReactNode;
  action?: PageResultAction;
}

// antd renders the title as a div; the page needs a real h1 for screen readers, looking the same.
const headingStyle: CSSProperties = { margin: 0, font: 'inherit', color: 'inherit' };

/** A full-page message: not found, service unavailable, «раздел в разработке». */
export function PageResult({ status = 'info', title, subtitle, action }: PageResultProps) {
  return (
    <Result
      // A long word or address in the text must wrap, not widen a 375 px page.
      style={{ overflowWrap: 'anywhere' }}
      status={status}
      title={<h1 style={headingStyle}>{title}</h1>}
      subTitle={subtitle}
      extra={
        action ? (
          <Button type="primary" size="large" href={action.href} onClick={action.onClick}>
            {action.label}
          </Button>
        ) : undefined
      }
    />
  );
}
