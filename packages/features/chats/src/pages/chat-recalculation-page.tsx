import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** The recalculation request's chat thread (design.md §3) comes in a later issue. */
export function ChatRecalculationPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Чат" contacts={brand.contacts} />;
}

export { ChatRecalculationPage as Component };
