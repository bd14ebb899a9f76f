// @resident/api/testing: the real store with a fake operator API, for any package's tests.
export { createTestStore, renderWithStore, stubSilentWebSocket } from './harness.tsx';
export type { FakeAnswer, FakeApi, TestStoreOptions } from './harness.tsx';
export { TEST_CONFIG, deferred, json, pathOf, requestLine, signedInStorage, testExtra } from './test-extra.ts';
export type { Route } from './test-extra.ts';
export {
  chat,
  chatCategory,
  chatMessage,
  chatPage,
  contragent,
  sessionUser,
  tasksResponse,
  userResponse,
} from './fixtures.ts';
export { fileOfSize, uploadFile, useNodeFormData } from './node-form-data.ts';
