import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Recalculation requests (design.md §3) come in a later issue. */
export function AppealsRecalculationPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Перерасчеты" contacts={brand.contacts} />;
}

export { AppealsRecalculationPage as Component };
