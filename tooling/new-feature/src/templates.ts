import type { FeatureNames } from './names.ts';

export type FeatureOptions = {
  /** The menu item's Russian name, e.g. 'Пропуска'; also the page title. */
  title: string;
  /** The next free position in the side navigation. */
  order: number;
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function packageJson({ kebab }: FeatureNames): string {
  return json({
    name: `@resident/${kebab}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    sideEffects: false,
    exports: { '.': { '@resident/source': './src/index.ts' } },
    scripts: { typecheck: 'tsc --noEmit', lint: 'eslint .', test: 'vitest run' },
    dependencies: {
      '@resident/api': 'workspace:*',
      '@resident/branding': 'workspace:*',
      '@resident/routes': 'workspace:*',
      '@resident/ui': 'workspace:*',
    },
    devDependencies: Object.fromEntries(
      [
        '@storybook/react-vite',
        '@testing-library/dom',
        '@testing-library/jest-dom',
        '@testing-library/react',
        '@testing-library/user-event',
        '@types/react',
        '@types/react-dom',
        '@vitejs/plugin-react',
        'antd',
        'eslint',
        'jsdom',
        'react',
        'react-dom',
        'react-redux',
        'react-router',
        'typescript',
        'vite',
        'vitest',
      ]
        .map((name) => [name, 'catalog:'])
        .concat([
          ['@resident/tsconfig', 'workspace:*'],
          ['@resident/vitest-config', 'workspace:*'],
        ]),
    ),
    peerDependencies: {
      '@reduxjs/toolkit': '^2.0.0',
      antd: '^6.0.0',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      'react-redux': '^9.0.0',
      'react-router': '^8.0.0',
    },
  });
}

const tsconfig = json({
  extends: '@resident/tsconfig/react.json',
  include: ['src', 'vitest.config.ts'],
  compilerOptions: { types: ['vite/client', '@testing-library/jest-dom/vitest'] },
});

const vitestConfig = `import { vitestConfig } from '@resident/vitest-config';

export default vitestConfig({ dom: true });
`;

function manifest({ kebab, camel }: FeatureNames, { title, order }: FeatureOptions): string {
  return `import { paths, type FeatureManifest } from '@resident/routes';

export const ${camel}Feature: FeatureManifest = {
  name: '${kebab}',
  routes: [
    {
      path: paths.${camel}.pattern,
      meta: {
        name: '${title}',
        shortName: '${title.toLowerCase()}',
        icon: 'solution',
        menu: 'main',
        order: ${order},
        layout: 'main',
        // Development and preprod only until the feature is released: then drop 'featurePreview'.
        access: ['personalAccount', 'featurePreview'],
      },
      lazy: () => import('./pages/${kebab}-page'),
    },
  ],
};
`;
}

function api({ camel }: FeatureNames): string {
  return `import { baseApi } from '@resident/api';

/**
 * This feature's own endpoints (design.md §1): what only this feature calls. What the shell or
 * several features call belongs to @resident/api or @resident/communication. Tags come from
 * @resident/api's TAG_TYPES, so another feature's changes reload this one's data.
 */
export const ${camel}Api = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: () => ({}),
});
`;
}

function page({ pascal }: FeatureNames, { title }: FeatureOptions): string {
  return `import { useBrand } from '@resident/branding';
import { SectionInDevelopment } from '@resident/ui';

/** The section's screens come in the feature's own issue. */
export function ${pascal}Page() {
  const brand = useBrand();
  return <SectionInDevelopment title="${title}" contacts={brand.contacts} />;
}

export { ${pascal}Page as Component };
`;
}

function pageTest({ kebab, pascal }: FeatureNames, { title }: FeatureOptions): string {
  return `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ${pascal}Page } from './${kebab}-page';

describe('${pascal}Page', () => {
  it('shows the section in development under its name', () => {
    render(<${pascal}Page />);
    expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
`;
}

function story({ kebab, pascal }: FeatureNames): string {
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${pascal}Page } from './${kebab}-page';

const meta = {
  title: '${kebab}/${pascal}Page',
  component: ${pascal}Page,
} satisfies Meta<typeof ${pascal}Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InDevelopment: Story = {};
`;
}

function readme({ kebab, camel }: FeatureNames, { title }: FeatureOptions): string {
  return `# @resident/${kebab}

${title}: the feature package (design.md §1), made by \`pnpm new-feature ${kebab}\`.

- \`src/index.ts\`: the manifest the shell builds its router and menu from. The route is behind
  the \`featurePreview\` access predicate (development and preprod only) until the feature ships.
- \`src/api/${kebab}.api.ts\`: the endpoints only this feature calls, injected into \`baseApi\`.
- \`src/pages/\`: the screens, lazily loaded per route; \`src/ui/\`: their components with stories.

Tests run on the real store with a fake operator API: \`@resident/api/testing\`. The route's meta
is pinned in apps/portal/src/app/manifests.test.tsx; its URL is \`paths.${camel}\` in @resident/routes.
`;
}

/** Every file of the new package, by path inside packages/features/<kebab>/. */
export function featureFiles(names: FeatureNames, options: FeatureOptions): Record<string, string> {
  return {
    'package.json': packageJson(names),
    'tsconfig.json': tsconfig,
    'vitest.config.ts': vitestConfig,
    'README.md': readme(names, options),
    'src/index.ts': manifest(names, options),
    [`src/api/${names.kebab}.api.ts`]: api(names),
    [`src/pages/${names.kebab}-page.tsx`]: page(names, options),
    [`src/pages/${names.kebab}-page.test.tsx`]: pageTest(names, options),
    [`src/pages/${names.kebab}-page.stories.tsx`]: story(names),
  };
}
