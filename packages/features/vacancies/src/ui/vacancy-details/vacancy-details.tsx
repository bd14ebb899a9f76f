import type { Vacancy, VacancyApplication } from '@resident/contract';
import { VACANCY_SCHEDULE_NAMES } from '@resident/contract/limits';
import { formatDate, PlainButton } from '@resident/ui';
import { formatSalary, placeOf } from '../../lib/format-vacancy';
import { VACANCIES_TEXTS } from '../../lib/texts';
import { ApplicationStatus } from '../applications-list';
import '../vacancies.css';

export interface VacancyDetailsProps {
  vacancy: Vacancy;
  /** The resident's application to it, if any: then its status shows instead of the button. */
  application?: VacancyApplication;
  onRespond: () => void;
}

function Section({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2 className="rp-vac-section">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** The vacancy page: everything the operator wrote about it, and «Откликнуться». */
export function VacancyDetails({ vacancy, application, onRespond }: VacancyDetailsProps) {
  return (
    <article className="rp-vac-card" aria-labelledby="vacancy-title">
      <h2 id="vacancy-title" style={{ fontSize: 22 }}>
        {vacancy.title}
      </h2>
      <p className="rp-vac-card__salary">{formatSalary(vacancy.salaryFrom, vacancy.salaryTo)}</p>
      <p className="rp-vac-card__meta">
        {placeOf(vacancy.city, vacancy.district)} · {VACANCY_SCHEDULE_NAMES[vacancy.schedule]} ·{' '}
        {VACANCIES_TEXTS.published} {formatDate(vacancy.publishedOn)}
      </p>
      <p>{vacancy.summary}</p>
      <Section title={VACANCIES_TEXTS.duties} items={vacancy.duties} />
      <Section title={VACANCIES_TEXTS.requirements} items={vacancy.requirements} />
      <Section title={VACANCIES_TEXTS.conditions} items={vacancy.conditions} />
      <h2 className="rp-vac-section">{VACANCIES_TEXTS.address}</h2>
      <p>{vacancy.address}</p>
      {application ? (
        <p role="status">
          {VACANCIES_TEXTS.applied} {VACANCIES_TEXTS.applicationStatus}:{' '}
          <ApplicationStatus status={application.status} />
        </p>
      ) : (
        <PlainButton variant="primary" size="large" onClick={onRespond}>
          {VACANCIES_TEXTS.respond}
        </PlainButton>
      )}
    </article>
  );
}
