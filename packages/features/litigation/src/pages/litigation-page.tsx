import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Court cases and claims (design.md §3) come in a later issue. */
export function LitigationPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Судебно-претензионная работа" contacts={brand.contacts} />;
}

export { LitigationPage as Component };
