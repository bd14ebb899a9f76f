// The e2e suites' Chromium is the shared test stack's (tooling/test-stack), the one the benchmark uses.
export { openBrowser, type Browser } from '@resident/test-stack';
