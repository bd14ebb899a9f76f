// Lighthouse on the shared stack's Chromium: the benchmark's mobile runs and the e2e suite's
// score checks. Its own entry point, so suites that do not audit never load Lighthouse.
export {
  openLighthouseBrowser,
  runLighthouse,
  type LighthouseBrowser,
  type LighthouseCategory,
  type LighthouseRun,
  type LighthouseRunOptions,
} from './run.ts';
export { failingAudits, lighthouseFigures, type LighthouseFigures } from './summary.ts';
export type { StorageEntries } from './storage.ts';
