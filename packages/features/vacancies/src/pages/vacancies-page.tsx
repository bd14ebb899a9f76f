import { errorMessageOf, selectUser, useAppSelector } from '@resident/api';
import type { VacancyApplication } from '@resident/contract';
import { paths } from '@resident/routes';
import { LoadError, StatusAlert } from '@resident/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  useApplyToVacancyMutation,
  useGetApplicationsQuery,
  useGetVacanciesQuery,
  useGetVacancyQuery,
} from '../api/vacancies.api';
import { queryOf, type VacancyFilters as Filters } from '../lib/format-vacancy';
import { VACANCIES_TEXTS } from '../lib/texts';
import { ApplicationsList } from '../ui/applications-list';
import type { ApplyValues } from '../ui/apply-form';
import { VacancyCard } from '../ui/vacancy-card';
import { VacancyDetails } from '../ui/vacancy-details';
import { VacancyFilters } from '../ui/vacancy-filters';
import '../ui/vacancies.css';

// The form (antd Form, Upload, Drawer) loads when a resident first presses «Откликнуться».
const ApplyDrawer = lazy(() => import('../ui/apply-drawer').then((module) => ({ default: module.ApplyDrawer })));

/** Own applications reload while the list is open, so a status the operator set shows up by itself. */
const APPLICATIONS_POLL_MS = 15_000;
const FILTER_KEYS = ['city', 'district', 'schedule', 'salaryFrom'] as const;

type Failure = Parameters<typeof errorMessageOf>[0];

function LoadState({
  loading,
  error,
  retry,
  children,
}: {
  loading: boolean;
  error: unknown;
  retry: () => void;
  children: () => ReactNode;
}) {
  if (loading) return <p aria-busy="true">{VACANCIES_TEXTS.loading}</p>;
  if (error) {
    return <LoadError message={errorMessageOf(error as Failure)} onRetry={retry} />;
  }
  return <>{children()}</>;
}

/**
 * Vacancies of the operator (design.md §3 "Vacancies"): the list with filters kept in the URL,
 * a vacancy's page (?vacancy=id) with «Откликнуться», and «Мои отклики» (?tab=applications) with
 * the status of each. Open to residents without a personal account too (spec §2 reduced set).
 */
export function VacanciesPage() {
  const routeUserId = useParams().userId ?? '';
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const vacancyId = Number(params.get('vacancy')) || null;
  const tab = params.get('tab') === 'applications' ? 'applications' : 'vacancies';
  const filters: Filters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])),
  );
  const base = paths.vacancy.getHref(routeUserId);
  const hrefOf = (id: number) => `${base}?vacancy=${id}`;

  const list = useGetVacanciesQuery(queryOf(filters), { skip: vacancyId !== null || tab !== 'vacancies' });
  const vacancy = useGetVacancyQuery(vacancyId ?? 0, { skip: vacancyId === null });
  const applications = useGetApplicationsQuery(undefined, {
    pollingInterval: tab === 'applications' ? APPLICATIONS_POLL_MS : 0,
  });
  const [apply, applying] = useApplyToVacancyMutation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened the form stays mounted, so what was typed is there when it opens again.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<VacancyApplication | null>(null);

  async function submit(values: ApplyValues): Promise<boolean> {
    const file = values.cv?.[0]?.originFileObj;
    if (!vacancy.data || !file) return false;
    setError(null);
    try {
      const created = await apply({
        vacancyId: vacancy.data.id,
        name: values.name.trim(),
        phone: values.phone,
        note: values.note?.trim(),
        cv: file,
      }).unwrap();
      setSent(created);
      setDrawerOpen(false);
      return true;
    } catch (failure) {
      setError(errorMessageOf(failure as Failure));
      return false;
    }
  }

  const tabs = (
    <nav aria-label={VACANCIES_TEXTS.title}>
      <ul className="rp-vac-tabs">
        <li>
          <Link to={base} aria-current={tab === 'vacancies' && vacancyId === null ? 'page' : undefined}>
            {VACANCIES_TEXTS.tabVacancies}
          </Link>
        </li>
        <li>
          <Link to={`${base}?tab=applications`} aria-current={tab === 'applications' ? 'page' : undefined}>
            {VACANCIES_TEXTS.tabApplications}
            {applications.data && applications.data.length > 0 ? ` (${applications.data.length})` : ''}
          </Link>
        </li>
      </ul>
    </nav>
  );

  let content: ReactNode;
  if (vacancyId !== null) {
    const own = applications.data?.find((item) => item.vacancyId === vacancyId);
    content = (
      <>
        <Link className="rp-vac-back" to={base}>
          ← {VACANCIES_TEXTS.back}
        </Link>
        {sent && sent.vacancyId === vacancyId ? (
          <StatusAlert
            type="success"
            style={{ marginBottom: 16 }}
            action={<Link to={`${base}?tab=applications`}>{VACANCIES_TEXTS.tabApplications}</Link>}
          >
            {VACANCIES_TEXTS.sent(sent.vacancyTitle)}
          </StatusAlert>
        ) : null}
        <LoadState
          loading={vacancy.isLoading}
          error={vacancy.isError && !vacancy.data ? vacancy.error : null}
          retry={() => void vacancy.refetch()}
        >
          {() =>
            vacancy.data ? (
              <VacancyDetails
                vacancy={vacancy.data}
                application={own}
                onRespond={() => {
                  setError(null);
                  setDrawerOpen(true);
                  setDrawerUsed(true);
                }}
              />
            ) : (
              <StatusAlert type="info">{VACANCIES_TEXTS.notFound}</StatusAlert>
            )
          }
        </LoadState>
        {vacancy.data && !own ? (
          <Suspense fallback={null}>
            {drawerUsed ? (
              <ApplyDrawer
                vacancy={vacancy.data}
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                onSubmit={submit}
                submitting={applying.isLoading}
                error={error}
                initialValues={{ name: user?.fullName ?? '' }}
              />
            ) : null}
          </Suspense>
        ) : null}
      </>
    );
  } else if (tab === 'applications') {
    content = (
      <LoadState
        loading={applications.isLoading}
        error={applications.isError && !applications.data ? applications.error : null}
        retry={() => void applications.refetch()}
      >
        {() => <ApplicationsList applications={applications.data ?? []} hrefOf={hrefOf} />}
      </LoadState>
    );
  } else {
    content = (
      <>
        <VacancyFilters
          places={list.data?.places ?? list.currentData?.places ?? []}
          value={filters}
          onChange={(next) => {
            const search = new URLSearchParams();
            for (const key of FILTER_KEYS) if (next[key]) search.set(key, next[key] as string);
            setParams(search, { replace: true });
          }}
        />
        <LoadState loading={list.isLoading} error={list.isError ? list.error : null} retry={() => void list.refetch()}>
          {() =>
            !list.data || list.data.vacancies.length === 0 ? (
              <StatusAlert type="info">{VACANCIES_TEXTS.empty}</StatusAlert>
            ) : (
              <ul className="rp-vac-list" aria-label={VACANCIES_TEXTS.title} aria-busy={list.isFetching || undefined}>
                {list.data.vacancies.map((item) => (
                  <li key={item.id}>
                    <VacancyCard vacancy={item} href={hrefOf(item.id)} />
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </>
    );
  }

  return (
    <>
      <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>{VACANCIES_TEXTS.title}</h1>
      {tabs}
      {content}
    </>
  );
}

export { VacanciesPage as Component };
