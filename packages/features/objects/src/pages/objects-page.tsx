import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Real-estate objects, change requests and the map (design.md §3) come in a later issue. */
export function ObjectsPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Объекты" contacts={brand.contacts} />;
}

export { ObjectsPage as Component };
