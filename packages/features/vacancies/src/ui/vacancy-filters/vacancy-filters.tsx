import type { VacancyPlace } from '@resident/contract';
import { VACANCY_SCHEDULE_NAMES, VACANCY_SCHEDULES } from '@resident/contract/limits';
import { PlainButton } from '@resident/ui';
import { useState, type FormEvent } from 'react';
import type { VacancyFilters as Filters } from '../../lib/format-vacancy';
import { VACANCIES_TEXTS } from '../../lib/texts';
import '../vacancies.css';

export interface VacancyFiltersProps {
  places: readonly VacancyPlace[];
  value: Filters;
  onChange: (filters: Filters) => void;
}

const SALARY = /^\d{0,7}$/;

/**
 * City/district, schedule and «Зарплата от» (whole roubles). The selects apply at once; the
 * salary when the form is sent (Enter or «Показать»), so the list does not reload on every digit.
 */
export function VacancyFilters({ places, value, onChange }: VacancyFiltersProps) {
  const [salary, setSalary] = useState(value.salaryFrom ?? '');
  const [salaryError, setSalaryError] = useState(false);
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
      <label>
        {VACANCIES_TEXTS.city}
        <select value={value.city ?? ''} onChange={(event) => onChange({ ...value, city: event.target.value || undefined, district: undefined })}>
          <option value="">{VACANCIES_TEXTS.any}</option>
          {places.map((place) => (
            <option key={place.city} value={place.city}>
              {place.city}
            </option>
          ))}
        </select>
      </label>
      <label>
        {VACANCIES_TEXTS.district}
        <select
          value={value.district ?? ''}
          disabled={districts.length === 0}
          onChange={(event) => onChange({ ...value, district: event.target.value || undefined })}
        >
          <option value="">{VACANCIES_TEXTS.any}</option>
          {districts.map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
        </select>
      </label>
      <label>
        {VACANCIES_TEXTS.schedule}
        <select value={value.schedule ?? ''} onChange={(event) => onChange({ ...value, schedule: event.target.value || undefined })}>
          <option value="">{VACANCIES_TEXTS.any}</option>
          {VACANCY_SCHEDULES.map((schedule) => (
            <option key={schedule} value={schedule}>
              {VACANCY_SCHEDULE_NAMES[schedule]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {VACANCIES_TEXTS.salaryFrom}
        <input
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
