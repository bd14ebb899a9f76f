import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Service payment and autopay (design.md §3) come in a later issue. */
export function ServicePayPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Оплата услуг" contacts={brand.contacts} />;
}

export { ServicePayPage as Component };
