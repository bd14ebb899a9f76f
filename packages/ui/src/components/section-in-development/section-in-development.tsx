import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import type { ReactNode } from 'react';
import { plainTokens as token } from '../../lib/plain/plain-tokens.ts';
import { ContactLinks, hasContacts, type SupportContacts } from '../contact-links/contact-links.tsx';
import { PageResult, type PageResultAction } from '../page-result/page-result.tsx';

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

/**
 * The honest screen of a section that is not built yet: its name, «Раздел в разработке», what
 * the resident can do meanwhile and, when the brand has them, the support contacts. The portal's
 * one result state (PageResult) with a tool for its mark.
 */
export function SectionInDevelopment({ title, description, contacts, action }: SectionInDevelopmentProps) {
  return (
    <PageResult
      status="info"
      icon={ToolOutlined}
      title={title}
      subtitle={
        <>
          <p style={{ margin: 0, color: token.colorText, fontWeight: token.fontWeightStrong }}>
            {SECTION_IN_DEVELOPMENT_TEXTS.status}
          </p>
          <p style={{ margin: `${token.marginXXS}px 0 0` }}>
            {description ?? SECTION_IN_DEVELOPMENT_TEXTS.description}
          </p>
        </>
      }
      action={action}
    >
      {hasContacts(contacts) ? (
        <>
          <p style={{ margin: 0 }}>{SECTION_IN_DEVELOPMENT_TEXTS.support}</p>
          <ContactLinks contacts={contacts} />
        </>
      ) : null}
    </PageResult>
  );
}
