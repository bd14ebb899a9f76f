import type { SessionUser } from '@resident/api';
import type { AccessContext, FeatureManifest } from '@resident/routes';
import { describe, expect, it } from 'vitest';
import { environmentFlags } from '../../app/access/feature-flags';
import { features } from '../../app/features';
import type { Environment } from '../../app/runtime-config';
import { menuItems } from './menu-items';

const user: SessionUser = {
  id: 5,
  userId: 1,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: null,
  fullName: 'Иванов Иван',
  operator: 'r',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '1',
  popupWindows: [],
  wasteDisposal: true,
  withoutPersonalAccount: false,
  contragentId: 5,
};

function menuOf(environment: Environment, patch: Partial<SessionUser> = {}, context: Partial<AccessContext> = {}) {
  const resident = { ...user, ...patch };
  const access: AccessContext = {
    flags: environmentFlags(environment),
    user: resident,
    hasMarketplaceToken: true,
    installmentRegister: true,
    ...context,
  };
  return menuItems(features, resident, access).map((item) => item.name);
}

// Every menu item in its order (the manifests test pins the list); a test names what it hides.
const ALL = features
  .flatMap((feature) => feature.routes.map((route) => route.meta))
  .filter((meta) => meta.menu === 'main')
  .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
const PREVIEW = ALL.filter((meta) => meta.access?.includes('featurePreview')).map((meta) => meta.name);
const without = (...names: string[]) =>
  ALL.map((meta) => meta.name).filter((name) => !names.includes(name) && !PREVIEW.includes(name));

/** The menu without preview features, which every preprod test would otherwise have to list. */
const shown = (...args: Parameters<typeof menuOf>) => menuOf(...args).filter((name) => !PREVIEW.includes(name));

// The manifests' access predicates, evaluated by the shell (spec §2 "Hidden items", §6).
describe('menuItems', () => {
  it('lists every item on preprod for a resident with every flag', () => {
    expect(menuOf('preprod')).toEqual(ALL.map((meta) => meta.name));
  });

  it('shows a feature in preview (pnpm new-feature) on development and preprod only', () => {
    const preview: FeatureManifest = {
      name: 'preview',
      routes: [
        {
          path: '/resident/:userId/preview',
          meta: {
            name: 'Новый раздел',
            shortName: 'новый',
            icon: 'gift',
            menu: 'main',
            order: 99,
            layout: 'main',
            access: ['personalAccount', 'featurePreview'],
          },
          lazy: () => Promise.resolve({ Component: () => null }),
        },
      ],
    };
    const names = (environment: Environment) =>
      menuItems([...features, preview], user, {
        flags: environmentFlags(environment),
        user,
        hasMarketplaceToken: true,
        installmentRegister: true,
      }).map((item) => item.name);
    expect(names('development')).toContain('Новый раздел');
    expect(names('preprod')).toContain('Новый раздел');
    expect(names('production')).not.toContain('Новый раздел');
    expect(names('demo')).not.toContain('Новый раздел');
  });

  it('hides insurance in development, without a marketplace token and for a closed account', () => {
    expect(shown('development')).toEqual(without('Страхование'));
    expect(shown('preprod', {}, { hasMarketplaceToken: false })).toEqual(without('Страхование'));
    expect(shown('preprod', { isClosed: true })).toEqual(without('Страхование'));
  });

  it('hides individual removal in production, and wherever the user flag is off', () => {
    expect(menuOf('production')).toEqual(without('Индивидуальный вывоз'));
    expect(shown('preprod', { wasteDisposal: false })).toEqual(without('Индивидуальный вывоз'));
  });

  it('hides the instalment register without its flag', () => {
    expect(shown('preprod', {}, { installmentRegister: false })).toEqual(without('Реестр рассрочек'));
  });

  it('keeps the reduced set for a user without a personal account', () => {
    expect(menuOf('preprod', { withoutPersonalAccount: true })).toEqual([
      'Профиль',
      'Страхование',
      'Обращения',
      'Вакансии',
      'Аренда контейнеров',
    ]);
  });

  it('links each item to the resident’s own path', () => {
    const resident = { ...user, id: 42 };
    const access: AccessContext = {
      flags: environmentFlags('preprod'),
      user: resident,
      hasMarketplaceToken: true,
      installmentRegister: true,
    };
    expect(menuItems(features, resident, access)[0]?.href).toBe('/resident/42/dashboard');
  });
});
