// The shared test stack (design.md §1 "tooling/"): every e2e suite and the benchmark reach the
// operator API through here, never through apps/operator-api directly (an app imports no other app).
export { CHROMIUM_FLAGS, chromiumPath, openBrowser, type Browser } from './browser.ts';
export { startOperatorApi, type OperatorApiOptions, type RunningOperatorApi } from './operator-api.ts';
export { freePort, operatorProcess, runOperatorCli, type OperatorProcess } from './operator-process.ts';
export {
  startOperatorInstances,
  type OperatorInstancesOptions,
  type RunningOperatorInstances,
} from './operator-instances.ts';
export {
  DEFAULT_CLIENT_AUTHORIZATION,
  fetchAltchaPayload,
  operatorSide,
  signInOverHttp,
} from '@resident/operator-api/testing';
export { startPostgres, type PostgresServer } from '@resident/postgres-server';
export { linkIn, startMailSink, type MailSink, type ReceivedMail } from '@resident/mail-sink';
