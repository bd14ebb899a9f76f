import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The ui README's rule: the plain kit exists only for the first paint of /login and the main frame
// (design.md §4's 170 KB budget). Its building blocks may be used on these surfaces only; every
// other screen draws with antd. (ui's own shared components — PageResult, StatusAlert,
// FormErrorAlert, SubmitButton, SectionInDevelopment — are built on the kit and used anywhere.)
// PlainButton and plainTokens are not fenced: an antd Button in a route chunk grows every route's
// first load, and plain markup takes antd's tokens (README).
const FENCED = [
  'PlainInput',
  'PlainPasswordInput',
  'PlainIcon',
  'FormField',
  'applyPlainTheme',
  'plainThemeVariables',
  'PLAIN_VARIABLES',
];

/** The first-paint surfaces, relative to the repository root. */
export const FIRST_PAINT_SURFACES = [
  'apps/portal/src/main.tsx', // applies the brand's colours to the plain kit at startup
  'apps/portal/src/prerender/', // the same colours, written into the prerendered page's head
  'apps/portal/src/layouts/main/main-layout.tsx', // the main frame
  'apps/portal/src/layouts/main/menu-items.ts', // the main frame's navigation items
  'apps/portal/src/shell/side-nav/', // the main frame's navigation, in the signed-in frame
  'apps/portal/src/shell/cookie-banner/', // the cookie bar, on every first visit
  'apps/storybook/.storybook/', // gives a story the toolbar's brand as main.tsx gives the page
  'packages/features/auth/src/', // the guest pages: login, registration, password recovery
  'packages/features/dashboard/src/', // the dashboard page
  'packages/features/public-pay/src/', // /pay, the guest page a payer opens from a receipt
  // Not a first paint of the portal: container rental's order form is its screen's first paint and
  // was built plain to stay within the route's ceiling (321.5 of 326 kB measured). Left as is for
  // now; an antd form loaded with the catalogue would follow the rule.
  'packages/features/container-rental/src/',
];

const root = join(import.meta.dirname, '../../../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@resident\/ui'/g;

/** Every `file: name` that imports a fenced part of the kit outside the first-paint surfaces. */
function trespasses(files: string[]): string[] {
  return files.flatMap((file) => {
    const path = relative(root, file);
    if (FIRST_PAINT_SURFACES.some((surface) => path.startsWith(surface))) return [];
    const names = [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) =>
      match[1]!.split(',').map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      ),
    );
    return names.filter((name) => FENCED.includes(name)).map((name) => `${path}: ${name}`);
  });
}

describe('the plain kit', () => {
  const files = ['apps', 'packages/features'].flatMap((dir) => sources(join(root, dir)));

  it('is read from the repository', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('is used only on first-paint surfaces', () => {
    expect(trespasses(files)).toEqual([]);
  });
});
