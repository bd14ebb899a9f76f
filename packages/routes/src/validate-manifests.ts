import { ACCESS_NAMES } from './access.ts';
import { MENU_ICONS, type FeatureManifest, type FeatureRoute } from './feature-manifest.ts';

type Owned = { feature: string; route: FeatureRoute };

function menuProblems({ feature, route }: Owned): string[] {
  const { meta } = route;
  if (meta.menu !== 'main') return [];
  const where = `Menu item '${meta.name}' (${feature})`;
  const problems: string[] = [];
  if (meta.order === undefined) problems.push(`${where} has no order.`);
  if (meta.icon === undefined) problems.push(`${where} has no icon.`);
  // Manifests may be plain JavaScript: a name the side navigation cannot draw is caught here.
  else if (!(MENU_ICONS as readonly string[]).includes(meta.icon))
    problems.push(`${where} has an unknown icon '${meta.icon}'.`);
  if (!meta.shortName) problems.push(`${where} has no shortName.`);
  // The side navigation lives in the main layout only.
  if (meta.layout !== 'main') problems.push(`${where} has layout '${meta.layout}', not 'main'.`);
  return problems;
}

function guestProblems({ feature, route }: Owned): string[] {
  const { meta } = route;
  const where = `Route ${route.path} (${feature})`;
  if (meta.guest && meta.layout !== 'guest') return [`${where} is a guest route with layout '${meta.layout}'.`];
  // The shell mounts every guest-layout route outside the sign-in guard: the meta must say so.
  if (!meta.guest && meta.layout === 'guest') return [`${where} has the guest layout but no guest: true.`];
  // The bread and unverified layouts are drawn with antd and bring its provider to every page in them.
  if (meta.plain && meta.layout !== 'guest' && meta.layout !== 'main') {
    return [`${where} is plain (no antd) in the '${meta.layout}' layout, which is drawn with antd.`];
  }
  return [];
}

function accessProblems({ feature, route }: Owned): string[] {
  const where = `Route ${route.path} (${feature})`;
  const access: readonly string[] = route.meta.access ?? [];
  // Manifests may be plain JavaScript: a misspelt predicate would otherwise open the route to all.
  const unknown = access.filter((name) => !(ACCESS_NAMES as readonly string[]).includes(name));
  const problems = unknown.map((name) => `${where} names an unknown access predicate '${name}'.`);
  // Guests have no account: a guest route that asks for one could never be shown.
  if (route.meta.guest && access.length > 0) problems.push(`${where} is a guest route with access predicates.`);
  return problems;
}

function tabProblems({ feature, route }: Owned, declared: ReadonlySet<string>): string[] {
  const tabs = route.meta.tabs ?? [];
  const where = `Route ${route.path} (${feature})`;
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const tab of tabs) {
    if (keys.has(tab.key)) problems.push(`${where} has two tabs with key '${tab.key}'.`);
    keys.add(tab.key);
    if (!declared.has(tab.path.pattern))
      problems.push(`${where} has tab '${tab.label}' to ${tab.path.pattern}, which no route declares.`);
  }
  return problems;
}

function duplicates<T>(
  items: Owned[],
  keyOf: (item: Owned) => T | undefined,
  describe: (key: T, a: Owned, b: Owned) => string,
) {
  const seen = new Map<T, Owned>();
  const problems: string[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    const first = seen.get(key);
    if (first) problems.push(describe(key, first, item));
    else seen.set(key, item);
  }
  return problems;
}

/**
 * Checks the manifests the shell builds its router and side navigation from, so a slip in one
 * feature fails its own test instead of silently dropping a menu item or a route. Throws one error
 * listing every problem; returns nothing when all is well.
 */
export function validateManifests(manifests: readonly FeatureManifest[]): void {
  const all: Owned[] = manifests.flatMap((manifest) =>
    manifest.routes.map((route) => ({ feature: manifest.name, route })),
  );
  const declared = new Set(all.map(({ route }) => route.path));
  const problems = [
    ...duplicates(
      all,
      ({ route }) => route.path,
      (path, a, b) => `Path ${path} is declared twice: by ${a.feature} and by ${b.feature}.`,
    ),
    ...duplicates(
      all,
      ({ route }) => (route.meta.menu === 'main' ? route.meta.order : undefined),
      (order, a, b) => `Menu items '${a.route.meta.name}' and '${b.route.meta.name}' share order ${order}.`,
    ),
    ...all.flatMap(menuProblems),
    ...all.flatMap(guestProblems),
    ...all.flatMap(accessProblems),
    ...all.flatMap((item) => tabProblems(item, declared)),
  ];
  if (problems.length > 0) throw new Error(`Invalid feature manifests:\n- ${problems.join('\n- ')}`);
}
