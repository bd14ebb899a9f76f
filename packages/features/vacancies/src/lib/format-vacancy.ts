import { formatKopecks } from '@resident/ui';

// A salary is told in whole roubles: '75 000 ₽', not '75 000,00 ₽'.
const WHOLE = { dropZeroKopecks: true } as const;

/** '75 000 – 95 000 ₽', or 'от 45 000 ₽' when there is no upper figure. */
export function formatSalary(from: number, to: number | null): string {
  if (to === null || to === from) return `от ${formatKopecks(from, WHOLE)}`;
  return `${formatKopecks(from, WHOLE).replace(/\s?₽$/, '')} – ${formatKopecks(to, WHOLE)}`;
}

/** 'Тверь, Заволжский район' or 'Конаково'. */
export const placeOf = (city: string, district: string | null) => (district ? `${city}, ${district}` : city);

export type VacancyFilters = { city?: string; district?: string; schedule?: string; salaryFrom?: string };

/** The filters as the URL keeps them → the API query (salary in kopecks); invalid values are left out. */
export function queryOf(filters: VacancyFilters) {
  const salary =
    filters.salaryFrom && /^\d{1,7}$/.test(filters.salaryFrom) ? Number(filters.salaryFrom) * 100 : undefined;
  const schedule = (['full', 'shift', 'rotation', 'part'] as const).find((value) => value === filters.schedule);
  return {
    ...(filters.city ? { city: filters.city } : {}),
    ...(filters.city && filters.district ? { district: filters.district } : {}),
    ...(schedule ? { schedule } : {}),
    ...(salary !== undefined && salary > 0 ? { salaryFrom: salary } : {}),
  };
}
