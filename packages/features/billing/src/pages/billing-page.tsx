import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Charges, payments and receipts (design.md §3) come in a later issue. */
export function BillingPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Счета и расчёты" contacts={brand.contacts} />;
}

export { BillingPage as Component };
