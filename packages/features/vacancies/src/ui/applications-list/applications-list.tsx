import type { VacancyApplication } from '@resident/contract';
import { APPLICATION_STATUS_NAMES, type ApplicationStatus as Status } from '@resident/contract/limits';
import { formatDate, formatDateTime } from '@resident/ui';
import { Link } from 'react-router';
import { VACANCIES_TEXTS } from '../../lib/texts';
import '../vacancies.css';

/** An application's status in words, coloured with AA-contrast colours. */
export function ApplicationStatus({ status }: { status: Status }) {
  return <span className={`rp-vac-status rp-vac-status--${status}`}>{APPLICATION_STATUS_NAMES[status]}</span>;
}

export interface ApplicationsListProps {
  applications: readonly VacancyApplication[];
  /** The vacancy page of an application. */
  hrefOf: (vacancyId: number) => string;
}

/** «Мои отклики»: each application with its vacancy, date, CV and the status the operator set. */
export function ApplicationsList({ applications, hrefOf }: ApplicationsListProps) {
  if (applications.length === 0) return <p>{VACANCIES_TEXTS.noApplications}</p>;
  return (
    <ul className="rp-vac-list" aria-label={VACANCIES_TEXTS.tabApplications}>
      {applications.map((application) => (
        <li key={application.id}>
          <article className="rp-vac-card" aria-labelledby={`application-${application.id}`}>
            <h2 id={`application-${application.id}`}>
              <Link to={hrefOf(application.vacancyId)}>{application.vacancyTitle}</Link>
            </h2>
            <p>
              <ApplicationStatus status={application.status} />
            </p>
            <p className="rp-vac-card__meta">
              {VACANCIES_TEXTS.appliedOn} {formatDate(application.createdAt)}
              {application.updatedAt !== application.createdAt
                ? ` · ${VACANCIES_TEXTS.updatedOn} ${formatDateTime(application.updatedAt)}`
                : ''}
            </p>
            <p className="rp-vac-card__meta">
              {VACANCIES_TEXTS.cvFile}: {application.cv.name}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
