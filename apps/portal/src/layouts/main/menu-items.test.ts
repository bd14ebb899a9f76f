import type { SessionUser } from '@resident/api';
import type { AccessContext } from '@resident/routes';
import { describe, expect, it } from 'vitest';
import { environmentFlags } from '../../app/access/feature-flags';
import { features } from '../../app/features';
import type { Environment } from '../../app/runtime-config';
import { menuItems } from './menu-items';

const user: SessionUser = {
  id: 5, userId: 1, lastName: 'Иванов', firstName: 'Иван', middleName: null, fullName: 'Иванов Иван', operator: 'r',
  verified: true, stateDutyDebt: false, isClosed: false, numberPersonalAccount: '1', popupWindows: [], wasteDisposal: true,
  withoutPersonalAccount: false, contragentId: 5,
};

function menuOf(environment: Environment, patch: Partial<SessionUser> = {}, context: Partial<AccessContext> = {}) {
  const resident = { ...user, ...patch };
  const access: AccessContext = { flags: environmentFlags(environment), user: resident, hasMarketplaceToken: true, installmentRegister: true, ...context };
  return menuItems(features, resident, access).map((item) => item.name);
}

const ALL = [
  'Главный экран', 'Профиль', 'Счета и расчёты', 'Объекты', 'Судебно-претензионная работа', 'Страхование', 'Обращения',
  'Вакансии', 'Оплата услуг', 'Индивидуальный вывоз', 'Аренда контейнеров', 'Реестр рассрочек', 'Призы',
];
const without = (...names: string[]) => ALL.filter((name) => !names.includes(name));

// The manifests' access predicates, evaluated by the shell (spec §2 "Hidden items", §6).
describe('menuItems', () => {
  it('lists every item on preprod for a resident with every flag', () => {
    expect(menuOf('preprod')).toEqual(ALL);
  });

  it('hides insurance in development, without a marketplace token and for a closed account', () => {
    expect(menuOf('development')).toEqual(without('Страхование'));
    expect(menuOf('preprod', {}, { hasMarketplaceToken: false })).toEqual(without('Страхование'));
    expect(menuOf('preprod', { isClosed: true })).toEqual(without('Страхование'));
  });

  it('hides individual removal in production, and wherever the user flag is off', () => {
    expect(menuOf('production')).toEqual(without('Индивидуальный вывоз'));
    expect(menuOf('preprod', { wasteDisposal: false })).toEqual(without('Индивидуальный вывоз'));
  });

  it('hides the instalment register without its flag', () => {
    expect(menuOf('preprod', {}, { installmentRegister: false })).toEqual(without('Реестр рассрочек'));
  });

  it('keeps the reduced set for a user without a personal account', () => {
    expect(menuOf('preprod', { withoutPersonalAccount: true })).toEqual(['Профиль', 'Страхование', 'Обращения', 'Вакансии', 'Аренда контейнеров']);
  });

  it('links each item to the resident’s own path', () => {
    const resident = { ...user, id: 42 };
    const access: AccessContext = { flags: environmentFlags('preprod'), user: resident, hasMarketplaceToken: true, installmentRegister: true };
    expect(menuItems(features, resident, access)[0]?.href).toBe('/resident/42/dashboard');
  });
});
