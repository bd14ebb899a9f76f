/**
 * design.md §4 "Budgets", as numbers. Sizes are in kB as Vite prints them (1 kB = 1000 bytes), so
 * the bench's figures and the build output can be compared without converting.
 */
export const BUDGETS = {
  /** First load of /login: JS + CSS, gzip. */
  loginFirstLoadBytes: 170_000,
  /** Each feature route's own (lazily loaded page) chunk, gzip. */
  routeChunkBytes: 60_000,
  /** Under Lighthouse's mobile profile, on /login and the dashboard. */
  lcpMs: 2_000,
  /** Strictly below. */
  clsBelow: 0.05,
  tbtMs: 200,
  /** Operator API: p99 at the given fixed rate. */
  apiRate: 500,
  apiP99Ms: 25,
} as const;
