import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Personal data, accounts, notifications and security (design.md §3) come in a later issue. */
export function ProfilePage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Профиль" contacts={brand.contacts} />;
}

export { ProfilePage as Component };
