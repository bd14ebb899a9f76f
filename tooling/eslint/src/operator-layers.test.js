import { ESLint, RuleTester } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { operatorLayersRule, operatorRoleOf } from './operator-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const file = (rel) => path.join(repo, 'apps/operator-api/src', rel);

describe('operatorRoleOf', () => {
  it('knows a file by its name and folder', () => {
    expect(operatorRoleOf('billing/billing-routes.ts')).toBe('route');
    expect(operatorRoleOf('public/ready-route.ts')).toBe('route');
    expect(operatorRoleOf('payments/notification-routes.ts')).toBe('route');
    expect(operatorRoleOf('payments/payment-service.ts')).toBe('service');
    expect(operatorRoleOf('billing/ledger-repository.ts')).toBe('repository');
    expect(operatorRoleOf('documents/document-store.ts')).toBe('store');
    expect(operatorRoleOf('db/store/store.ts')).toBe('store');
    expect(operatorRoleOf('db/transaction.ts')).toBe('store');
    expect(operatorRoleOf('db/seed-installments.ts')).toBe('seed');
    expect(operatorRoleOf('db/demo-billing.ts')).toBe('seed');
    expect(operatorRoleOf('server/register-api.ts')).toBe('wiring');
    expect(operatorRoleOf('payments/register-payments.ts')).toBe('wiring');
    expect(operatorRoleOf('main.ts')).toBe('wiring');
    expect(operatorRoleOf('server/shared-counters.ts')).toBe('server');
    expect(operatorRoleOf('test-support/matrix-fixtures.ts')).toBe('test');
    expect(operatorRoleOf('payments/payment-service.test.ts')).toBe('test');
    expect(operatorRoleOf('testing.ts')).toBe('test');
    expect(operatorRoleOf('http/resident-context.ts')).toBe('other');
    expect(operatorRoleOf('billing/ledger.ts')).toBe('other');
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('operator-layers', operatorLayersRule, {
  valid: [
    // down the layers, skipping one when a domain has no service
    { filename: file('payments/payment-routes.ts'), code: "import { PaymentService } from './payment-service.ts';" },
    {
      filename: file('objects/object-routes.ts'),
      code: "import type { ObjectRepository } from './object-repository.ts';",
    },
    {
      filename: file('payments/payment-service.ts'),
      code: "import type { PaymentRepository } from './payment-repository.ts';",
    },
    { filename: file('billing/ledger-repository.ts'), code: "import { inTransaction } from '../db/transaction.ts';" },
    {
      filename: file('documents/document-repository.ts'),
      code: "import type { DocumentStore } from './document-store.ts';",
    },
    // within a layer, and helpers from anywhere
    {
      filename: file('payments/payment-service.ts'),
      code: "import type { BillingService } from '../billing/billing-service.ts';",
    },
    {
      filename: file('billing/billing-routes.ts'),
      code: "import { residentContext } from '../http/resident-context.ts';",
    },
    {
      filename: file('payments/payment-service.ts'),
      code: "import type { SettleOutcome } from './notification-types.ts';",
    },
    // the wiring registers routes
    { filename: file('server/register-api.ts'), code: "import { billingRoutes } from '../billing/billing-routes.ts';" },
    { filename: file('payments/register-payments.ts'), code: "import { paymentRoutes } from './payment-routes.ts';" },
    { filename: file('main.ts'), code: "const routes = () => import('./public/ready-route.ts');" },
    // seeds write demo rows through the repositories
    {
      filename: file('db/seed-installments.ts'),
      code: "import { InstallmentRepository } from '../installments/installment-repository.ts';",
    },
    // tests and test support reach anything, and mock routes
    {
      filename: file('payments/payment-service.test.ts'),
      code: "import { startTestServer } from '../test-support/test-server.ts';",
    },
    { filename: file('payments/payment-service.test.ts'), code: "vi.mock('./notification-routes.ts');" },
    {
      filename: file('test-support/acquirer-test-app.ts'),
      code: "import { notificationRoutes } from '../payments/notification-routes.ts';",
    },
    { filename: file('test-support/owner-resources.ts'), code: "import { sampleFiles } from './sample-files.ts';" },
    // packages and files outside the operator API are not this rule's business
    { filename: file('payments/payment-service.ts'), code: "import { z } from 'zod';" },
    {
      filename: path.join(repo, 'packages/features/billing/src/a.ts'),
      code: "import { x } from './billing-routes.ts';",
    },
  ],
  invalid: [
    {
      filename: file('payments/payment-service.ts'),
      code: "import type { PaymentSettlement } from './notification-routes.ts';",
      errors: [
        {
          message:
            /Nothing imports payments\/notification-routes: it is a route module \(HTTP only\).*a type into the domain's \*-service\.ts or a \*-types\.ts/,
        },
      ],
    },
    {
      filename: file('litigation/litigation-routes.ts'),
      code: "import { ownAccount } from '../billing/billing-routes.ts';",
      errors: [{ message: /Nothing imports billing\/billing-routes.*a helper into a small module of its own/ }],
    },
    {
      filename: file('server/shared-counters.ts'),
      code: "import { isRefreshRateLimitKey } from '../auth/oauth-routes.ts';",
      errors: [{ message: /Nothing imports auth\/oauth-routes/ }],
    },
    {
      filename: file('payments/payment-service.ts'),
      code: "export { NOTIFICATIONS_PATH } from './notification-routes.ts';",
      errors: [{ message: /Nothing imports payments\/notification-routes/ }],
    },
    {
      filename: file('payments/payment-service.ts'),
      code: "const routes = () => import('./payment-routes.ts');",
      errors: [{ message: /Nothing imports payments\/payment-routes/ }],
    },
    {
      filename: file('billing/ledger-repository.ts'),
      code: "import type { BillingService } from './billing-service.ts';",
      errors: [
        {
          message:
            /A repository must not import a service \(billing\/billing-service\): dependencies point route → service → repository → store\. Move what both need down/,
        },
      ],
    },
    {
      filename: file('db/transaction.ts'),
      code: "import { LedgerRepository } from '../billing/ledger-repository.ts';",
      errors: [{ message: /The store must not import a repository \(billing\/ledger-repository\)/ }],
    },
    {
      filename: file('documents/document-store.ts'),
      code: "import { DocumentService } from './document-service.ts';",
      errors: [{ message: /The store must not import a service/ }],
    },
    {
      filename: file('payments/payment-repository.ts'),
      code: "import { paymentRoutes } from './payment-routes.ts';",
      errors: [{ message: /Nothing imports payments\/payment-routes/ }],
    },
    // production code reaching test support
    {
      filename: file('audit/audit-check.ts'),
      code: "import { testStores } from '../test-support/test-stores.ts';",
      errors: [
        {
          message:
            /Production code must not import test support \(test-support\/test-stores\).*Move what production needs out of it/,
        },
      ],
    },
    {
      filename: file('server/register-api.ts'),
      code: "import { createClock } from '../test-support/test-server.ts';",
      errors: [{ message: /Production code must not import test support/ }],
    },
    {
      filename: file('index.ts'),
      code: "export * from './testing.ts';",
      errors: [{ message: /Production code must not import test support \(testing\)/ }],
    },
    // vi.mock and friends outside a test
    {
      filename: file('payments/payment-service.ts'),
      code: "vi.mock('./notification-routes.ts');",
      errors: [{ message: /Nothing imports payments\/notification-routes: it is a route module/ }],
    },
    {
      filename: file('security/rate-limit.ts'),
      code: "vi.mock('../test-support/test-server.ts');",
      errors: [{ message: /Production code must not mock test support/ }],
    },
    {
      filename: file('billing/ledger-repository.ts'),
      code: "const service = await vi.importActual('./billing-service.ts');",
      errors: [{ message: /A repository must not mock a service/ }],
    },
    // computed specifiers hide the layer
    {
      filename: file('server/build-server.ts'),
      code: 'const routes = (name) => import(`../routes/${name}-routes.ts`);',
      errors: [
        {
          message:
            /A computed import\(\) of a module of the operator API hides which layer it reaches\. Name the module in a plain string/,
        },
      ],
    },
  ],
});

describe('the repository lint config', () => {
  it('rejects a service importing a route module', async () => {
    const eslint = new ESLint({ cwd: repo });
    const [result] = await eslint.lintText(
      "import type { SettleOutcome } from './notification-routes.ts';\nexport type Outcome = SettleOutcome;\n",
      { filePath: file('payments/wrong-way-service.ts') },
    );
    expect(result?.messages.map((m) => m.ruleId)).toContain('resident/operator-layers');
  });
});
