import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig, type UserConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Globs are relative to this folder. Every feature's stories appear as soon as they exist.
  stories: [
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/branding/src/**/*.stories.tsx',
    '../../../packages/payments/src/**/*.stories.tsx',
    '../../../packages/features/*/src/**/*.stories.tsx',
    // The portal shell's own presentational components (apps/portal/src/shell).
    '../../portal/src/**/*.stories.tsx',
    '../src/**/*.stories.tsx',
  ],
  // The default brand's logo and icon at the same /brand/ paths the portal serves them from.
  // The example operators' files for the toolbar's brand switch (.storybook/brands.ts).
  staticDirs: [
    { from: '../../../packages/branding/assets', to: '/brand' },
    { from: '../../../tooling/brands', to: '/brands' },
  ],
  addons: [],
  core: { disableTelemetry: true },
  // Prop tables are not used (no autodocs); skipping docgen keeps the 2-core build fast.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const quieter: UserConfig = {
      build: {
        // A developer tool loaded over a fast link: the portal's budgets do not apply here.
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          onwarn(warning, warn) {
            // antd marks every module "use client" for React Server Components; meaningless in a SPA.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    };
    const merged = mergeConfig(viteConfig, quieter);
    // Workspace packages export their TypeScript sources under the "source" condition.
    merged.resolve = { ...merged.resolve, conditions: ['@resident/source', ...defaultClientConditions] };
    return merged;
  },
};

export default config;
