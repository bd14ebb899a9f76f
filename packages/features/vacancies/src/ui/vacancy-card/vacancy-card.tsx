import type { Vacancy } from '@resident/contract';
import { VACANCY_SCHEDULE_NAMES } from '@resident/contract/limits';
import { Link } from 'react-router';
import { formatSalary, placeOf } from '../../lib/format-vacancy';
import { VACANCIES_TEXTS } from '../../lib/texts';
import '../vacancies.css';

export interface VacancyCardProps {
  vacancy: Vacancy;
  /** The vacancy page's address (the list's own path with ?vacancy=id). */
  href: string;
}

/** A vacancy in the list: title, salary, place, schedule and the short description. */
export function VacancyCard({ vacancy, href }: VacancyCardProps) {
  return (
    <article className="rp-vac-card" aria-labelledby={`vacancy-${vacancy.id}`}>
      <h2 id={`vacancy-${vacancy.id}`}>{vacancy.title}</h2>
      <p className="rp-vac-card__salary">{formatSalary(vacancy.salaryFrom, vacancy.salaryTo)}</p>
      <p className="rp-vac-card__meta">
        {placeOf(vacancy.city, vacancy.district)} · {VACANCY_SCHEDULE_NAMES[vacancy.schedule]}
      </p>
      <p>{vacancy.summary}</p>
      <Link to={href} aria-label={`${VACANCIES_TEXTS.more}: ${vacancy.title}`}>
        {VACANCIES_TEXTS.more}
      </Link>
    </article>
  );
}
