import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { ADMIN_PREFIX, RESIDENT_PREFIX } from '../server/domain.ts';
import { vacancyAdminRoutes } from './vacancy-admin-routes.ts';
import { createVacancyRepository } from './vacancy-repository.ts';
import type { VacancyRepository } from './vacancy-repository.ts';
import { vacancyRoutes } from './vacancy-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    vacancies: VacancyRepository;
  }
}

/** The operator's vacancies and the residents' applications with their CVs. */
export const vacancies: Domain = {
  services: fp(
    async (app) => {
      app.decorate('vacancies', createVacancyRepository(app.store));
    },
    { name: 'vacancies' },
  ),
  async residentRoutes(scope) {
    await scope.register(vacancyRoutes, {
      ...RESIDENT_PREFIX,
      vacancies: scope.vacancies,
      store: scope.documentStore,
      now: scope.serverOptions.now,
    });
  },
  async adminRoutes(scope) {
    await scope.register(vacancyAdminRoutes, {
      ...ADMIN_PREFIX,
      vacancies: scope.vacancies,
      store: scope.documentStore,
      now: scope.serverOptions.now,
    });
  },
};
