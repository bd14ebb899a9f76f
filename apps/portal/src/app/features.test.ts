import { validateManifests } from '@resident/routes';
import { describe, expect, it } from 'vitest';
import { features } from './features';

describe('the shell feature list', () => {
  it('holds manifests the shell can assemble', () => {
    expect(() => validateManifests(features)).not.toThrow();
  });

  it('puts the side navigation in the fixed order of spec §2', () => {
    const menu = features
      .flatMap((f) => f.routes)
      .filter((r) => r.meta.menu === 'main')
      .sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0))
      .map((r) => r.meta.name);
    expect(menu).toEqual([
      'Главный экран', 'Профиль', 'Счета и расчёты', 'Объекты', 'Судебно-претензионная работа', 'Страхование', 'Обращения',
      'Вакансии', 'Оплата услуг', 'Индивидуальный вывоз', 'Аренда контейнеров', 'Реестр рассрочек', 'Призы',
    ]);
  });
});
