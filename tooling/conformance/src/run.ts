import { accountChecks } from './checks/account-checks.ts';
import { reauthChecks, revokeChecks, rotationChecks, signInChecks } from './checks/auth-checks.ts';
import { badInputChecks } from './checks/bad-input-checks.ts';
import { billingChecks } from './checks/billing-checks.ts';
import { communicationChecks } from './checks/communication-checks.ts';
import { featureChecks } from './checks/feature-checks.ts';
import { isolationChecks } from './checks/isolation-checks.ts';
import { orderChecks } from './checks/order-checks.ts';
import { paymentChecks } from './checks/payment-checks.ts';
import { profileWriteChecks } from './checks/profile-write-checks.ts';
import { publicChecks } from './checks/public-checks.ts';
import { registrationChecks } from './checks/registration-checks.ts';
import { sessionChecks } from './checks/session-checks.ts';
import { uploadChecks } from './checks/upload-checks.ts';
import { Context, Prerequisite } from './context.ts';
import type { OpenApiDocument } from './document.ts';
import { Report } from './report.ts';
import type { Credentials, RunState } from './state.ts';

export interface RunOptions {
  /** The backend's API base, 'http://localhost:8080/api' (what the document's '/api' stands for). */
  base: string;
  document: OpenApiDocument;
  credentials: Credentials;
  /** The `Authorization` value of the basic client credential. */
  clientAuthorization: string;
  /** The acquirer's shared notification secret; without it the signed notification is skipped. */
  acquirerSecret?: string;
}

type Group = [name: string, run: (ctx: Context, state: RunState) => Promise<void>];

/** Runs every check in order and returns the report; the process exit code is the caller's. */
export async function runConformance(options: RunOptions): Promise<Report> {
  const report = new Report();
  const ctx = new Context(options.base.replace(/\/+$/, ''), options.document, report, options.clientAuthorization);
  const state: RunState = {};
  const groups: Group[] = [
    ['public calls', (c) => publicChecks(c)],
    ['sign-in', (c, s) => signInChecks(c, options.credentials, s)],
    ['account', accountChecks],
    ['profile writes', (c, s) => profileWriteChecks(c, s, options.credentials)],
    ['billing', billingChecks],
    ['appeals and chats', communicationChecks],
    ['uploads', uploadChecks],
    ['other residents', isolationChecks],
    ['features', featureChecks],
    ['orders', orderChecks],
    ['payments', (c, s) => paymentChecks(c, s, options.acquirerSecret)],
    ['registration and recovery', (c) => registrationChecks(c)],
    ['bad input', badInputChecks],
    ['refresh rotation', (c) => rotationChecks(c, options.credentials)],
    ['re-auth after 401', reauthChecks],
    ['sessions', (c, s) => sessionChecks(c, s, options.credentials)],
    ['logout', revokeChecks],
  ];
  for (const [name, run] of groups) {
    try {
      await run(ctx, state);
    } catch (error) {
      // A missing prerequisite stops its group, not the run: the rest still tells the operator something.
      const reason =
        error instanceof Prerequisite
          ? error.message
          : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
      ctx.fail(name, 'the group could not finish', reason);
    }
  }
  for (const operation of ctx.operations.values())
    if (!ctx.covered.has(operation.key))
      ctx.skip(operation.key, 'valid request', 'no check of this command calls it yet');
  return report;
}
