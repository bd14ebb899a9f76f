import { paths, validateManifests, type RouteMeta } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { features } from './features';

/**
 * Every route of every feature manifest, in the shell's order (one row per route). A feature's
 * own behaviour is tested in its package; this table pins what the shell builds its router, side
 * navigation and access decisions from. `page`: 'stub' pages show the route name and 'Раздел в
 * разработке' without a store; 'screen' pages are tested with a store in their own package.
 */
type Row = [feature: string, path: string, meta: RouteMeta, page: 'stub' | 'screen'];

const tabHrefs = (meta: RouteMeta) => meta.tabs?.map((tab) => [tab.label, tab.path.getHref(7) + (tab.search ?? '')]);
const appealsTabs = [
  ['Помощь', '/resident/7/appeals/help'],
  ['Перерасчеты', '/resident/7/appeals/recalculation'],
];
const tabsOf: Record<string, string[][]> = {
  [paths.billing.pattern]: [
    ['Начисления', '/resident/7/billing'],
    ['Платежи', '/resident/7/billing?tab=payments'],
    ['Квитанции', '/resident/7/billing?tab=receipts'],
    ['Акт сверки', '/resident/7/billing?tab=reconciliation'],
  ],
  [paths.profile.pattern]: [
    ['Личные данные', '/resident/7/profile'],
    ['Лицевые счета', '/resident/7/profile?tab=accounts'],
    ['Уведомления', '/resident/7/profile?tab=notifications'],
    ['Безопасность', '/resident/7/profile?tab=security'],
    ['Согласия', '/resident/7/profile?tab=consents'],
  ],
  [paths.appeals.pattern]: appealsTabs,
  [paths.appealsHelp.pattern]: appealsTabs,
  [paths.appealsRecalculation.pattern]: appealsTabs,
};
const tabs = expect.any(Array) as RouteMeta['tabs'];
const menu = (order: number, name: string, shortName: string, icon: RouteMeta['icon']) =>
  ({ name, shortName, icon, menu: 'main', order, layout: 'main' }) as const;
const insurance = ['featureInsurance', 'marketplaceToken', 'notClosed'] as const;

const ROWS: Row[] = [
  [
    'auth',
    paths.login,
    { name: 'Login', title: 'Вход в личный кабинет', headerTitle: 'Вход', layout: 'guest', guest: true, plain: true },
    'screen',
  ],
  ['auth', paths.registration, { name: 'Регистрация', layout: 'guest', guest: true, plain: true }, 'screen'],
  [
    'auth',
    paths.passwordRecovery,
    { name: 'Восстановление пароля', layout: 'guest', guest: true, plain: true },
    'screen',
  ],
  [
    'auth',
    paths.registrationConfirm,
    { name: 'Подтверждение регистрации', layout: 'guest', guest: true, plain: true },
    'screen',
  ],
  ['auth', paths.passwordReset, { name: 'Новый пароль', layout: 'guest', guest: true, plain: true }, 'screen'],
  ['auth', paths.emailConfirm, { name: 'Подтверждение email', layout: 'guest', guest: true, plain: true }, 'screen'],
  ['public-pay', paths.pay, { name: 'Оплата', layout: 'guest', guest: true, plain: true }, 'screen'],
  [
    'dashboard',
    paths.dashboard.pattern,
    { ...menu(1, 'Главный экран', 'главный', 'home'), plain: true, access: ['personalAccount'] },
    'screen',
  ],
  ['profile', paths.profile.pattern, { ...menu(2, 'Профиль', 'профиль', 'user'), tabs }, 'screen'],
  [
    'billing',
    paths.billing.pattern,
    { ...menu(3, 'Счета и расчёты', 'счета', 'wallet'), tabs, subHeader: { left: true }, access: ['personalAccount'] },
    'screen',
  ],
  [
    'objects',
    paths.objects.pattern,
    { ...menu(4, 'Объекты', 'объекты', 'environment'), access: ['personalAccount'] },
    'screen',
  ],
  [
    'litigation',
    paths.litigation.pattern,
    { ...menu(5, 'Судебно-претензионная работа', 'суд. работа', 'audit'), access: ['personalAccount'] },
    'screen',
  ],
  [
    'insurance',
    paths.insurance.pattern,
    { ...menu(6, 'Страхование', 'страхование', 'safety'), access: insurance },
    'screen',
  ],
  [
    'insurance',
    paths.insuranceObject.pattern,
    { name: 'Страхование объекта', headerTitle: 'Страхование', layout: 'main', backButton: true, access: insurance },
    'screen',
  ],
  ['appeals', paths.appeals.pattern, { ...menu(7, 'Обращения', 'обращения', 'message'), tabs }, 'screen'],
  ['appeals', paths.appealsHelp.pattern, { name: 'Помощь', headerTitle: 'Обращения', layout: 'main', tabs }, 'screen'],
  [
    'appeals',
    paths.appealsRecalculation.pattern,
    { name: 'Перерасчеты', headerTitle: 'Обращения', layout: 'main', tabs },
    'screen',
  ],
  ['chats', paths.chat.pattern, { name: 'Чат', layout: 'main', backButton: true }, 'screen'],
  ['chats', paths.chatRecalculation.pattern, { name: 'Чат', layout: 'main', backButton: true }, 'screen'],
  ['vacancies', paths.vacancy.pattern, menu(8, 'Вакансии', 'вакансии', 'solution'), 'screen'],
  [
    'service-pay',
    paths.servicePay.pattern,
    { ...menu(9, 'Оплата услуг', 'оплата услуг', 'credit-card'), access: ['personalAccount', 'featureAutopay'] },
    'screen',
  ],
  [
    'waste-removal',
    paths.wasteRemoval.pattern,
    {
      ...menu(10, 'Индивидуальный вывоз', 'вывоз', 'truck'),
      access: ['personalAccount', 'featureWasteDisposal', 'userWasteDisposal'],
    },
    'screen',
  ],
  [
    'container-rental',
    paths.containerRental.pattern,
    menu(11, 'Аренда контейнеров', 'аренда контейнеров', 'rest'),
    'screen',
  ],
  [
    'installments',
    paths.installments.pattern,
    {
      ...menu(12, 'Реестр рассрочек', 'реестр рассрочек', 'schedule'),
      access: ['personalAccount', 'installmentRegister'],
    },
    'screen',
  ],
  ['prizes', paths.prizes.pattern, { ...menu(13, 'Призы', 'призы', 'gift'), access: ['personalAccount'] }, 'screen'],
  // pnpm new-feature adds its rows above this line.
];

const routes = features.flatMap((feature) => feature.routes.map((route) => ({ feature: feature.name, route })));

describe('the feature manifests', () => {
  it('assemble: the shell can build its router and menu from them', () => {
    expect(() => validateManifests(features)).not.toThrow();
  });

  it('declare exactly the routes of the table, in the shell order', () => {
    expect(routes.map(({ feature, route }) => [feature, route.path])).toEqual(
      ROWS.map(([feature, path]) => [feature, path]),
    );
  });

  it('put the side navigation in the fixed order of spec §2, new features after it', () => {
    const menuNames = routes
      .map(({ route }) => route.meta)
      .filter((meta) => meta.menu === 'main')
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((meta) => meta.name);
    expect(menuNames.slice(0, 13)).toEqual([
      'Главный экран',
      'Профиль',
      'Счета и расчёты',
      'Объекты',
      'Судебно-претензионная работа',
      'Страхование',
      'Обращения',
      'Вакансии',
      'Оплата услуг',
      'Индивидуальный вывоз',
      'Аренда контейнеров',
      'Реестр рассрочек',
      'Призы',
    ]);
  });

  describe.each(ROWS)('%s %s', (feature, path, meta, page) => {
    const route = routes.find((entry) => entry.feature === feature && entry.route.path === path)?.route;

    it('has the meta of the table (name, menu place, layout, access predicates)', () => {
      expect(route?.meta).toEqual(meta);
      expect(route && tabHrefs(route.meta)).toEqual(tabsOf[path]);
    });

    it(page === 'stub' ? 'shows the section in development under the route name' : 'loads its screen', async () => {
      const loaded = await route?.lazy();
      if (!loaded) throw new Error(`${path} has no page`);
      expect(typeof loaded.Component).toBe('function');
      if (page === 'screen') return;
      render(<loaded.Component />);
      expect(screen.getByRole('heading', { level: 1, name: meta.name })).toBeInTheDocument();
      expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
    });
  });
});
