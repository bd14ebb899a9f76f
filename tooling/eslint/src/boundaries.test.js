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
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('boundaries', boundariesRule, {
  valid: [
    { filename: file('packages/features/auth/src/a.ts'), code: "import { baseApi } from '@resident/api';" },
    { filename: file('packages/features/auth/src/a.ts'), code: "import { Button } from '@resident/ui';" },
    { filename: file('packages/features/billing/src/a.ts'), code: "import { PayForm } from '@resident/payments';" },
    { filename: file('packages/features/auth/src/a.ts'), code: "import './b';" },
    // The altcha proof is a lib shared by login and public /pay.
    { filename: file('packages/features/public-pay/src/a.ts'), code: "import { useAltchaProof } from '@resident/altcha';" },
    { filename: file('apps/portal/src/a.ts'), code: "import auth from '@resident/auth';" },
    { filename: file('packages/api/src/a.ts'), code: "import type { Token } from '@resident/contract';" },
  ],
  invalid: [
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "import { ChatThread } from '@resident/chats';",
      errors: [{ message: /Feature @resident\/appeals must not import feature @resident\/chats\. Move what both need/ }],
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "const page = () => import('@resident/billing/pages');",
      errors: [{ message: /must not import feature @resident\/billing/ }],
    },
    {
      filename: file('packages/features/appeals/src/a.ts'),
      code: "import x from '../../chats/src/index';",
      errors: [{ message: /by its package name/ }],
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
    const [result] = await eslint.lintText("import { Appeals } from '@resident/appeals';\nexport const x = Appeals;\n", {
      filePath: file('packages/features/auth/src/cross-import.ts'),
    });
    expect(result?.messages.map((m) => m.ruleId)).toContain('resident/boundaries');
  });
});
