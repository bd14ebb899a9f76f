import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Installment agreements and applying for one (design.md §3) come in a later issue. */
export function InstallmentsPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Реестр рассрочек" contacts={brand.contacts} />;
}

export { InstallmentsPage as Component };
