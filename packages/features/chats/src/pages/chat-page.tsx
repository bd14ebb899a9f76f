import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** The appeal's chat thread (design.md §3) comes in a later issue. */
export function ChatPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Чат" contacts={brand.contacts} />;
}

export { ChatPage as Component };
