import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Help chats by category (design.md §3) come in a later issue. */
export function AppealsHelpPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Помощь" contacts={brand.contacts} />;
}

export { AppealsHelpPage as Component };
