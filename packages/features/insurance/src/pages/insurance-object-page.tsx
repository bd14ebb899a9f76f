import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** The stepped object insurance flow (design.md §3) comes in a later issue. */
export function InsuranceObjectPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Страхование объекта" contacts={brand.contacts} />;
}

export { InsuranceObjectPage as Component };
