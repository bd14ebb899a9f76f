import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Marketplace insurance products (design.md §3) come in a later issue. */
export function InsurancePage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Страхование" contacts={brand.contacts} />;
}

export { InsurancePage as Component };
