import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Container orders and active rentals (design.md §3) come in a later issue. */
export function ContainerRentalPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Аренда контейнеров" contacts={brand.contacts} />;
}

export { ContainerRentalPage as Component };
