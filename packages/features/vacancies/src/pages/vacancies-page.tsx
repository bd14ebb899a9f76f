import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** Vacancies and applying with a CV (design.md §3) come in a later issue. */
export function VacanciesPage() {
  const brand = useBrand();
  return <SectionInDevelopment title="Вакансии" contacts={brand.contacts} />;
}

export { VacanciesPage as Component };
