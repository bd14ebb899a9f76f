import type { VacancyPlace } from '@resident/contract';
import { VACANCY_SCHEDULE_NAMES, VACANCY_SCHEDULES } from '@resident/contract/limits';
import { PlainButton } from '@resident/ui';
import { Select } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import type { VacancyFilters as Filters } from '../../lib/format-vacancy';
import { VACANCIES_TEXTS } from '../../lib/texts';
import '../vacancies.css';

export interface VacancyFiltersProps {
  places: readonly VacancyPlace[];
  value: Filters;
  onChange: (filters: Filters) => void;
}

const SALARY = /^\d{0,7}$/;

/** «Любой»: no filter. An option of its own, so a resident can go back to it from the list. */
const ANY = '';
const anyOption = { value: ANY, label: VACANCIES_TEXTS.any };
// antd's Select like the rest of the portal's forms (antd ru_RU from the provider); the list opens
// below its field and scrolls with the page. Not virtual: a few cities, and every option is in the
// accessibility tree.
const selectProps = { virtual: false, style: { width: '100%' } } as const;

/**
 * City/district, schedule (antd Selects) and «Зарплата от» (whole roubles). The selects apply at once; the
 * salary when the form is sent (Enter or «Показать»), so the list does not reload on every digit.
 */
export function VacancyFilters({ places, value, onChange }: VacancyFiltersProps) {
  const [salary, setSalary] = useState(value.salaryFrom ?? '');
  const [salaryError, setSalaryError] = useState(false);
  const idBase = useId();
  const ids = { city: `${idBase}-city`, district: `${idBase}-district`, schedule: `${idBase}-schedule` };
  const districts = places.find((place) => place.city === value.city)?.districts ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = salary.trim();
    if (!SALARY.test(trimmed)) {
      setSalaryError(true);
      return;
    }
    setSalaryError(false);
    onChange({ ...value, salaryFrom: trimmed || undefined });
  }

  return (
    <form className="rp-vac-filters" aria-label={VACANCIES_TEXTS.filters} onSubmit={submit}>
      <div className="rp-vac-filters__field">
        <label htmlFor={ids.city}>{VACANCIES_TEXTS.city}</label>
        <Select
          id={ids.city}
          value={value.city ?? ANY}
          options={[anyOption, ...places.map((place) => ({ value: place.city, label: place.city }))]}
          onChange={(city: string) => onChange({ ...value, city: city || undefined, district: undefined })}
          {...selectProps}
        />
      </div>
      <div className="rp-vac-filters__field">
        <label htmlFor={ids.district}>{VACANCIES_TEXTS.district}</label>
        <Select
          id={ids.district}
          value={value.district ?? ANY}
          disabled={districts.length === 0}
          options={[anyOption, ...districts.map((district) => ({ value: district, label: district }))]}
          onChange={(district: string) => onChange({ ...value, district: district || undefined })}
          {...selectProps}
        />
      </div>
      <div className="rp-vac-filters__field">
        <label htmlFor={ids.schedule}>{VACANCIES_TEXTS.schedule}</label>
        <Select
          id={ids.schedule}
          value={value.schedule ?? ANY}
          options={[
            anyOption,
            ...VACANCY_SCHEDULES.map((schedule) => ({ value: schedule, label: VACANCY_SCHEDULE_NAMES[schedule] })),
          ]}
          onChange={(schedule: string) => onChange({ ...value, schedule: schedule || undefined })}
          {...selectProps}
        />
      </div>
      <label>
        {VACANCIES_TEXTS.salaryFrom}
        <input
          className="rp-vac-filters__salary"
          value={salary}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={salaryError}
          aria-describedby={salaryError ? 'vacancy-salary-error' : undefined}
          onChange={(event) => setSalary(event.target.value.replace(/\s/g, ''))}
        />
        {salaryError ? (
          <span id="vacancy-salary-error" className="rp-vac-error" role="alert">
            {VACANCIES_TEXTS.salaryInvalid}
          </span>
        ) : null}
      </label>
      <div className="rp-vac-filters__actions">
        <PlainButton htmlType="submit" variant="primary">
          {VACANCIES_TEXTS.apply}
        </PlainButton>
        <PlainButton
          onClick={() => {
            setSalary('');
            setSalaryError(false);
            onChange({});
          }}
        >
          {VACANCIES_TEXTS.reset}
        </PlainButton>
      </div>
    </form>
  );
}
