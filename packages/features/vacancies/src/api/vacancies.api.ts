import type { VacanciesQuery, Vacancy, VacancyApplication, VacancyList } from '@resident/contract';
import { baseApi } from '@resident/api';

/** What the «Откликнуться» form sends: the CV is one file. */
export type ApplyArg = { vacancyId: number; name: string; phone: string; note?: string; cv: Blob & { name?: string } };

/**
 * The vacancies calls of the operator API (contract `vacancies.ts`). They belong to the signed-in
 * user, not to a personal account, so residents without one use them too. Applying invalidates
 * 'Vacancies' (the list of own applications reloads).
 */
export const vacanciesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getVacancies: build.query<VacancyList, VacanciesQuery>({
      query: (params) => ({ url: 'vacancies', params }),
      providesTags: ['Vacancies'],
    }),
    getVacancy: build.query<Vacancy, number>({
      query: (id) => `vacancies/${id}`,
      providesTags: ['Vacancies'],
    }),
    getApplications: build.query<VacancyApplication[], void>({
      query: () => 'vacancies/applications',
      providesTags: ['Vacancies'],
    }),
    applyToVacancy: build.mutation<VacancyApplication, ApplyArg>({
      query: ({ vacancyId, name, phone, note, cv }) => {
        const body = new FormData();
        body.append('name', name);
        body.append('phone', phone);
        if (note) body.append('note', note);
        body.append('cv', cv, cv.name ?? 'cv');
        return { url: `vacancies/${vacancyId}/applications`, method: 'POST', body };
      },
      invalidatesTags: ['Vacancies'],
    }),
  }),
});

export const { useGetVacanciesQuery, useGetVacancyQuery, useGetApplicationsQuery, useApplyToVacancyMutation } =
  vacanciesApi;
