import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Promotions for residents who pay on time (design.md §3) come in a later issue. */
export function PrizesPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Призы" contacts={brand.contacts} />;
}

export { PrizesPage as Component };
