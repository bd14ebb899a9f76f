import { ESLint, RuleTester } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundariesRule, ownerOfFile } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const file = (rel) => path.join(repo, rel);

describe('ownerOfFile', () => {
  it('knows features, shared packages and apps', () => {
    expect(ownerOfFile(file('packages/features/auth/src/pages/login.tsx'))).toEqual({ name: 'auth', layer: 'feature' });
    expect(ownerOfFile(file('packages/ui/src/index.ts'))).toEqual({ name: 'ui', layer: 'lib' });
    expect(ownerOfFile(file('packages/payments/src/index.ts'))).toEqual({ name: 'payments', layer: 'lib' });
    expect(ownerOfFile(file('packages/contract/src/index.ts'))).toEqual({ name: 'contract', layer: 'contract' });
    expect(ownerOfFile(file('apps/portal/src/main.tsx'))).toEqual({ name: 'portal', layer: 'app' });
    expect(ownerOfFile(file('packages/routes/src/index.ts'))).toEqual({ name: 'routes', layer: 'lib' });
    expect(ownerOfFile(file('packages/communication/src/index.ts'))).toEqual({ name: 'communication', layer: 'lib' });
    expect(ownerOfFile(file('tooling/test-stack/src/index.ts'))).toBeUndefined();
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('boundaries', boundariesRule, {
  valid: [
    { filename: file('packages/features/auth/src/a.ts'), code: "import { baseApi } from '@resident/api';" },
    { filename: file('packages/features/auth/src/a.ts'), code: "import { Button } from '@resident/ui';" },
    { filename: file('packages/features/billing/src/a.ts'), code: "import { PayForm } from '@resident/payments';" },
    { filename: file('packages/features/auth/src/a.ts'), code: "import './b';" },
    // The altcha proof is a lib shared by login and public /pay.
    {
      filename: file('packages/features/public-pay/src/a.ts'),
      code: "import { useAltchaProof } from '@resident/altcha';",
    },
    { filename: file('apps/portal/src/a.ts'), code: "import auth from '@resident/auth';" },
    { filename: file('packages/api/src/a.ts'), code: "import type { Token } from '@resident/contract';" },
    // dynamic import(): of the feature's own files, of a shared package, and by the shell
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "const page = () => import('./pages/appeals-page');",
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: 'const page = (name) => import(`./pages/${name}-page`);',
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: 'const m = (name) => import(`@resident/appeals/${name}`);',
    },
    { filename: file('packages/features/appeals/src/a.ts'), code: "const m = () => import('@resident/ui');" },
    { filename: file('apps/portal/src/a.ts'), code: "const page = () => import('@resident/billing/pages');" },
    // vi.mock and friends: the feature's own modules and the shared packages
    { filename: file('packages/features/appeals/src/a.test.ts'), code: "vi.mock('@resident/api');" },
    { filename: file('packages/features/appeals/src/a.test.ts'), code: "vi.mock('./api/appeals.api');" },
    { filename: file('packages/features/appeals/src/a.test.ts'), code: "vi.mock('@resident/appeals/testing');" },
    {
      filename: file('packages/features/appeals/src/a.test.ts'),
      code: "const ui = await vi.importActual('@resident/ui');",
    },
    // apps: the shell composes features; the e2e suites reach the operator API through the test stack
    { filename: file('apps/portal/e2e/a.e2e.test.ts'), code: "import { startStack } from '@resident/test-stack';" },
    { filename: file('apps/operator-api/src/a.ts'), code: "import { defaultBrand } from '@resident/branding';" },
    // @resident/contract: types anywhere, values in apps/operator-api, the zod-free limits anywhere
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "import { type Chat, type ChatMessage } from '@resident/contract';",
    },
    { filename: file('packages/api/src/a.ts'), code: "export type { Chat } from '@resident/contract';" },
    { filename: file('packages/api/src/a.ts'), code: "export type * from '@resident/contract';" },
    { filename: file('apps/operator-api/src/a.ts'), code: "import { ChatSchema } from '@resident/contract';" },
    {
      filename: file('packages/ui/src/a.ts'),
      code: "import { COMMUNICATION_LIMITS } from '@resident/contract/limits';",
    },
    {
      filename: file('packages/branding/src/a.test.ts'),
      code: "import { BrandSchema, type Brand } from '@resident/contract';",
    },
    // the new lib-layer packages are shared, not features
    { filename: file('packages/features/appeals/src/a.ts'), code: "import { paths } from '@resident/routes';" },
    {
      filename: file('packages/features/chats/src/a.ts'),
      code: "import { useChatQuery } from '@resident/communication';",
    },
  ],
  invalid: [
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "import { ChatThread } from '@resident/chats';",
      errors: [
        { message: /Feature @resident\/appeals must not import feature @resident\/chats\. Move what both need/ },
      ],
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "const page = () => import('@resident/billing/pages');",
      errors: [{ message: /must not import feature @resident\/billing/ }],
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "import x from '../../chats/src/index';",
      errors: [{ message: /Feature @resident\/appeals must not import feature @resident\/chats/ }],
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "import { Button } from '../../../ui/src/index';",
      errors: [{ message: /Import @resident\/ui by its package name, not by a relative path/ }],
    },
    // dynamic import() of another feature, plain and computed
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: 'const page = (name) => import(`@resident/chats/pages/${name}`);',
      errors: [
        { message: /Feature @resident\/appeals must not import feature @resident\/chats\. Move what both need/ },
      ],
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: 'const feature = (name) => import(`@resident/${name}`);',
      errors: [
        {
          message:
            /A computed import\(\) of a @resident package can reach another feature.*Name the package in a plain string/,
        },
      ],
    },
    {
      filename: file('packages/ui/src/a.ts'),
      code: "const feature = (name) => import('@resident/' + name);",
      errors: [{ message: /A computed import\(\) of a @resident package/ }],
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: 'const page = () => import(`../../chats/src/pages/chat-page`);',
      errors: [{ message: /must not import feature @resident\/chats/ }],
    },
    // vi.mock, vi.doMock, vi.importActual of another feature
    {
      filename: file('packages/features/appeals/src/a.test.ts'),
      code: "vi.mock('@resident/chats', () => ({ ChatThread: () => null }));",
      errors: [
        {
          message:
            /Tests of feature @resident\/appeals must not mock feature @resident\/chats.*Mock what the feature really imports/,
        },
      ],
    },
    {
      filename: file('packages/features/appeals/src/a.test.ts'),
      code: "vi.doMock('@resident/chats/pages');",
      errors: [{ message: /must not mock feature @resident\/chats/ }],
    },
    {
      filename: file('packages/features/appeals/src/a.test.ts'),
      code: "const chats = await vi.importActual('@resident/chats');",
      errors: [{ message: /must not mock feature @resident\/chats/ }],
    },
    {
      filename: file('packages/features/appeals/src/a.test.ts'),
      code: "vi.mock('../../chats/src/index');",
      errors: [{ message: /must not mock feature @resident\/chats/ }],
    },
    {
      filename: file('packages/features/appeals/src/a.test.ts'),
      code: 'vi.mock(`@resident/${name}`);',
      errors: [{ message: /A computed vi\.mock of a @resident package/ }],
    },
    // app → app
    {
      filename: file('apps/portal/e2e/support/stack.ts'),
      code: "import { buildServer } from '@resident/operator-api';",
      errors: [
        {
          message:
            /The app @resident\/portal must not import the app @resident\/operator-api\. Tests reach the operator API through the shared test stack @resident\/test-stack/,
        },
      ],
    },
    {
      filename: file('apps/portal/e2e/a.e2e.test.ts'),
      code: "import { signInOverHttp } from '@resident/operator-api/testing';",
      errors: [{ message: /must not import the app @resident\/operator-api/ }],
    },
    {
      filename: file('apps/portal/e2e/support/stack.ts'),
      code: "import { buildServer } from '../../../operator-api/src/index';",
      errors: [{ message: /The app @resident\/portal must not import the app @resident\/operator-api/ }],
    },
    {
      filename: file('apps/storybook/src/a.ts'),
      code: "const shell = () => import('@resident/portal');",
      errors: [{ message: /The app @resident\/storybook must not import the app @resident\/portal/ }],
    },
    // @resident/contract values outside apps/operator-api
    {
      filename: file('packages/api/src/a.ts'),
      code: "import { ChatSchema } from '@resident/contract';",
      errors: [
        {
          message:
            /@resident\/api may import only types from @resident\/contract: its values bring zod into the bundle\. Write `import type/,
        },
      ],
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "import { type Chat, COMMUNICATION_LIMITS } from '@resident/contract';",
      errors: [{ message: /take limits and rules from the zod-free `@resident\/contract\/limits`/ }],
    },
    {
      filename: file('packages/branding/src/a.ts'),
      code: "export { BrandSchema } from '@resident/contract';",
      errors: [{ message: /@resident\/branding may import only types/ }],
    },
    {
      filename: file('apps/portal/src/a.ts'),
      code: "export * from '@resident/contract';",
      errors: [{ message: /@resident\/portal may import only types/ }],
    },
    {
      filename: file('packages/ui/src/a.ts'),
      code: "const contract = () => import('@resident/contract');",
      errors: [{ message: /@resident\/ui may import only types/ }],
    },
    {
      filename: file('packages/api/src/a.test.ts'),
      code: "import { INVALID_REFRESH_TOKEN } from '@resident/contract';",
      errors: [{ message: /a test may import a `…Schema` by name/ }],
    },
    {
      filename: file('packages/api/src/a.test.ts'),
      code: "import * as contract from '@resident/contract';",
      errors: [{ message: /@resident\/api may import only types/ }],
    },
    {
      filename: file('packages/ui/src/a.ts'),
      code: "import { limits } from '@resident/contract/src/limits';",
      errors: [{ message: /@resident\/ui may import only types/ }],
    },
    {
      filename: file('packages/ui/src/a.ts'),
      code: "export * from '@resident/auth';",
      errors: [{ message: /shared by every feature and must not import @resident\/auth/ }],
    },
    {
      filename: file('packages/payments/src/a.ts'),
      code: "import { billingFeature } from '@resident/billing';",
      errors: [{ message: /@resident\/payments is shared by every feature and must not import @resident\/billing/ }],
    },
    {
      filename: file('packages/api/src/a.ts'),
      code: "import { router } from '@resident/portal';",
      errors: [{ message: /must not import @resident\/portal/ }],
    },
    {
      filename: file('packages/contract/src/a.ts'),
      code: "import { x } from '@resident/api';",
      errors: [{ message: /imports no other workspace package/ }],
    },
  ],
});

describe('the repository lint config', () => {
  it('rejects a feature importing another feature', async () => {
    const eslint = new ESLint({ cwd: repo });
    const [result] = await eslint.lintText(
      "import { Appeals } from '@resident/appeals';\nexport const x = Appeals;\n",
      {
        filePath: file('packages/features/auth/src/cross-import.ts'),
      },
    );
    expect(result?.messages.map((m) => m.ruleId)).toContain('resident/boundaries');
  });
});
