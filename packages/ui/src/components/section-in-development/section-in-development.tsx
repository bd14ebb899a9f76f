import { ToolOutlined } from '@ant-design/icons';
import { Button, Result, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { ContactLinks, hasContacts, type SupportContacts } from '../contact-links/contact-links.tsx';
import type { PageResultAction } from '../page-result/page-result.tsx';

export const SECTION_IN_DEVELOPMENT_TEXTS = {
  status: 'Раздел в разработке',
  description:
    'Мы уже работаем над ним, и скоро он появится в личном кабинете. Пока вы можете пользоваться другими разделами из меню.',
  support: 'Если вопрос не может ждать, обратитесь в службу поддержки:',
} as const;

export interface SectionInDevelopmentProps {
  /** The section's name, rendered as the page's h1. */
  title: ReactNode;
  /** What will appear and what to do meanwhile; a general sentence for the signed-in menu by default. */
  description?: ReactNode;
  /** The brand's support contacts; the support line is shown only when there is one. */
  contacts?: SupportContacts;
  /** One way out of the page, e.g. to the login on a guest page (ui knows no router). */
  action?: PageResultAction;
}

// antd renders the title as a div; the page needs a real h1 for screen readers, looking the same.
const headingStyle: CSSProperties = { margin: 0, font: 'inherit', color: 'inherit' };

/**
 * The honest screen of a section that is not built yet: its name, «Раздел в разработке», what
 * the resident can do meanwhile and, when the brand has them, the support contacts.
 */
export function SectionInDevelopment({ title, description, contacts, action }: SectionInDevelopmentProps) {
  const { token } = theme.useToken();

  return (
    <Result
      // A long word or address in the text must wrap, not widen a 375 px page.
      style={{ overflowWrap: 'anywhere', paddingInline: token.padding }}
      status="info"
      icon={<ToolOutlined aria-hidden />}
      title={<h1 style={headingStyle}>{title}</h1>}
      subTitle={
        <>
          <p style={{ margin: 0, color: token.colorText, fontWeight: token.fontWeightStrong }}>{SECTION_IN_DEVELOPMENT_TEXTS.status}</p>
          <p style={{ margin: `${token.marginXXS}px 0 0` }}>{description ?? SECTION_IN_DEVELOPMENT_TEXTS.description}</p>
        </>
      }
      extra={
        action ? (
          <Button type="primary" size="large" href={action.href} onClick={action.onClick}>
            {action.label}
          </Button>
        ) : undefined
      }
    >
      {hasContacts(contacts) ? (
        <div style={{ textAlign: 'center' }}>
          <p style={{ margin: 0 }}>{SECTION_IN_DEVELOPMENT_TEXTS.support}</p>
          <ContactLinks contacts={contacts} />
        </div>
      ) : null}
    </Result>
  );
}
