import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Ordering and tracking a pickup (design.md §3) come in a later issue. */
export function WasteRemovalPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Индивидуальный вывоз" contacts={brand.contacts} />;
}

export { WasteRemovalPage as Component };
