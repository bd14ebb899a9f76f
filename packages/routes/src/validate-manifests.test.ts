import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import type { FeatureManifest, FeatureRoute, RouteMeta } from './feature-manifest.ts';
import { validateManifests } from './validate-manifests.ts';

const lazy: FeatureRoute['lazy'] = () => Promise.resolve({ Component: () => null });

const menuMeta: RouteMeta = {
  name: 'Счета и расчёты',
  shortName: 'счета',
  icon: 'wallet',
  menu: 'main',
  order: 3,
  layout: 'main',
};

function manifest(name: string, ...routes: Array<[string, RouteMeta]>): FeatureManifest {
  return { name, routes: routes.map(([path, meta]) => ({ path, meta, lazy })) };
}

const billing = manifest('billing', [
  paths.billing.pattern,
  {
    ...menuMeta,
    tabs: [
      { key: 'charges', label: 'Начисления', path: paths.billing },
      { key: 'payments', label: 'Платежи', path: paths.billing, search: '?tab=payments' },
    ],
  },
]);
const pay = manifest('public-pay', [paths.pay, { name: 'Оплата', layout: 'guest', guest: true }]);

describe('validateManifests', () => {
  it('accepts menu items, guest routes and tabs to declared paths', () => {
    expect(() => validateManifests([billing, pay])).not.toThrow();
  });

  it('rejects a path declared twice, naming both features', () => {
    const again = manifest('other', [paths.billing.pattern, { name: 'Копия', layout: 'main' }]);
    expect(() => validateManifests([billing, again])).toThrow(
      `Path ${paths.billing.pattern} is declared twice: by billing and by other.`,
    );
  });

  it.each([
    ['order', { order: undefined }, "Menu item 'Счета и расчёты' (billing) has no order."],
    ['icon', { icon: undefined }, "Menu item 'Счета и расчёты' (billing) has no icon."],
    [
      'an icon the navigation can draw',
      { icon: 'piggy-bank' as RouteMeta['icon'] },
      "Menu item 'Счета и расчёты' (billing) has an unknown icon 'piggy-bank'.",
    ],
    ['shortName', { shortName: undefined }, "Menu item 'Счета и расчёты' (billing) has no shortName."],
    ['the main layout', { layout: 'bread' }, "Menu item 'Счета и расчёты' (billing) has layout 'bread', not 'main'."],
  ] as const)('rejects a main menu item without %s', (_, change, message) => {
    expect(() => validateManifests([manifest('billing', [paths.billing.pattern, { ...menuMeta, ...change }])])).toThrow(
      message,
    );
  });

  it('accepts a route outside the menu without order, icon or shortName', () => {
    expect(() =>
      validateManifests([manifest('chats', [paths.chat.pattern, { name: 'Чат', layout: 'main', backButton: true }])]),
    ).not.toThrow();
  });

  it('rejects two menu items in the same position', () => {
    const objects = manifest('objects', [
      paths.objects.pattern,
      { ...menuMeta, name: 'Объекты', shortName: 'объекты' },
    ]);
    expect(() => validateManifests([billing, objects])).toThrow(
      "Menu items 'Счета и расчёты' and 'Объекты' share order 3.",
    );
  });

  it('rejects a guest route outside the guest layout, and the guest layout without guest', () => {
    const wrongLayout = manifest('public-pay', [paths.pay, { name: 'Оплата', layout: 'main', guest: true }]);
    expect(() => validateManifests([wrongLayout])).toThrow(
      "Route /pay (public-pay) is a guest route with layout 'main'.",
    );
    const notGuest = manifest('public-pay', [paths.pay, { name: 'Оплата', layout: 'guest' }]);
    expect(() => validateManifests([notGuest])).toThrow(
      'Route /pay (public-pay) has the guest layout but no guest: true.',
    );
  });

  it('rejects a plain (antd-free) page in a layout drawn with antd', () => {
    const plainInBread = manifest('billing', [
      paths.dashboard.pattern,
      { name: 'Главный экран', layout: 'bread', plain: true },
    ]);
    expect(() => validateManifests([plainInBread])).toThrow(
      `Route ${paths.dashboard.pattern} (billing) is plain (no antd) in the 'bread' layout, which is drawn with antd.`,
    );
    const plainInMain = manifest('dashboard', [
      paths.dashboard.pattern,
      { name: 'Главный экран', layout: 'main', plain: true },
    ]);
    expect(() => validateManifests([plainInMain])).not.toThrow();
    const plainGuest = manifest('auth', [paths.login, { name: 'Login', layout: 'guest', guest: true, plain: true }]);
    expect(() => validateManifests([plainGuest])).not.toThrow();
  });

  it('rejects an access predicate nobody declared, and access predicates on a guest route', () => {
    const misspelt = manifest('billing', [
      paths.billing.pattern,
      { ...menuMeta, access: ['personalAcount' as 'personalAccount'] },
    ]);
    expect(() => validateManifests([misspelt])).toThrow(
      `Route ${paths.billing.pattern} (billing) names an unknown access predicate 'personalAcount'.`,
    );
    const guest = manifest('public-pay', [
      paths.pay,
      { name: 'Оплата', layout: 'guest', guest: true, access: ['personalAccount'] },
    ]);
    expect(() => validateManifests([guest])).toThrow(
      'Route /pay (public-pay) is a guest route with access predicates.',
    );
    const named = manifest('billing', [
      paths.billing.pattern,
      { ...menuMeta, access: ['personalAccount', 'featurePreview'] },
    ]);
    expect(() => validateManifests([named])).not.toThrow();
  });

  it('rejects a tab to a path no route declares and two tabs with one key', () => {
    const tabs = [
      { key: 'help', label: 'Помощь', path: paths.appealsHelp },
      { key: 'help', label: 'Перерасчеты', path: paths.appealsRecalculation },
    ];
    const appeals = manifest('appeals', [paths.appealsHelp.pattern, { name: 'Помощь', layout: 'main', tabs }]);
    expect(() => validateManifests([appeals])).toThrow(
      [
        `Route ${paths.appealsHelp.pattern} (appeals) has two tabs with key 'help'.`,
        `Route ${paths.appealsHelp.pattern} (appeals) has tab 'Перерасчеты' to ${paths.appealsRecalculation.pattern}, which no route declares.`,
      ].join('\n- '),
    );
  });
});
