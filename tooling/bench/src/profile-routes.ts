// `pnpm --filter @resident/bench profile dashboard billing`: where a resident route's main-thread
// time goes under the 4× CPU slowdown, by source package. Build the portal with source
// maps first (`PORTAL_SOURCEMAP=true pnpm --filter @resident/portal build`): each sample of a
// DevTools CPU profile is mapped to the module it ran in, and its self time summed per package.
// Not part of `pnpm bench`: a diagnosis, not a budget.
import { startStack } from '@resident/portal/e2e/support/stack.ts';
import { openBrowser } from '@resident/test-stack';
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverRoutes, keyPaths } from './portal/discover-routes.ts';
import { residentRouteParams } from './portal/resident-data.ts';
import { fillPattern } from './portal/route-pattern.ts';
import { seedSession } from './portal/session.ts';
import { signInThroughForm } from './portal/sign-in.ts';

const DIST = fileURLToPath(new URL('../../../apps/portal/dist/assets/', import.meta.url));
/** How long after navigation the profile runs: the route's data, render and the idle after it. */
const PROFILE_MS = Number(process.env.PROFILE_MS ?? 9000);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMap | null>();
function sourceMap(url: string): SourceMap | null {
  const file = url.split('/assets/')[1];
  if (!file) return null;
  if (!maps.has(file)) {
    const path = join(DIST, `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return maps.get(file)!;
}

/** `PROFILE_DETAIL=<origin>`: that origin's self time by function (its source file and line). */
const DETAIL = process.env.PROFILE_DETAIL?.split(',') ?? [];

/** The package (or the portal's folder) a call frame's code comes from. */
function origin(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(native)';
  const map = sourceMap(frame.url);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as
    { originalSource?: string; originalLine?: number } | undefined;
  const source = entry?.originalSource;
  if (!source) return frame.url.replace(/^https?:\/\/[^/]+/, '');
  const key = packageOf(source);
  return DETAIL.includes(key)
    ? `${source.split('node_modules/').pop()}:${(entry.originalLine ?? 0) + 1} ${frame.functionName}`
    : key;
}

function packageOf(source: string): string {
  const modules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (modules) {
    const [, name = '', rest = ''] = modules;
    return name === 'react-dom' || name === 'antd' ? `${name}/${rest.split('/').slice(0, 2).join('/')}` : name;
  }
  const own = /(packages\/[^/]+(?:\/[^/]+)?|apps\/portal\/src\/[^/]+)\//.exec(source);
  return own?.[1] ?? source;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): what it ran, whatever else the machine did meanwhile. */
  tdur?: number;
  tid: number;
  pid: number;
  args?: {
    data?: { url?: string; functionName?: string; frame?: string; type?: string; stackTrace?: { url: string }[] };
  };
}

/** The main thread's tasks over 50 ms (4× CPU), each with what took its time. */
function printLongTasks(events: TraceEvent[], samples: { at: number; ms: number; origin: string }[]): void {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' || e.name === 'NavigationStartToLargestContentfulPaint::Candidate::AllFrames::UKM',
  );
  // The renderer the page was navigated into: the main thread busiest with tasks.
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const mains = events.filter(
    (e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const mainThread = mains.sort(
    (a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.tid === mainThread?.tid &&
      e.pid === mainThread?.pid &&
      (e.dur ?? 0) > 50_000,
  );
  const start = navigation?.ts ?? tasks[0]?.ts ?? 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = events.filter(
      (e) => e.ph === 'X' && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < end && e !== task,
    );
    const parts = new Map<string, number>();
    for (const e of inside) {
      const what =
        e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule'
          ? `${e.name} ${(e.args?.data?.url ?? '').split('/').pop()}`
          : e.name === 'FunctionCall'
            ? `FunctionCall ${(e.args?.data?.url ?? '').split('/').pop()}`
            : [
                  'UpdateLayoutTree',
                  'Layout',
                  'ParseHTML',
                  'ParseAuthorStyleSheet',
                  'TimerFire',
                  'EventDispatch',
                  'FireAnimationFrame',
                  'RunMicrotasks',
                  'XHRReadyStateChange',
                  'Paint',
                  'PrePaint',
                  'Commit',
                ].includes(e.name)
              ? e.name
              : process.env.PROFILE_ALL_EVENTS
                ? e.name
                : undefined;
      if (what) parts.set(what, (parts.get(what) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
    const code = new Map<string, number>();
    for (const sample of samples)
      if (sample.at >= task.ts && sample.at < end) code.set(sample.origin, (code.get(sample.origin) ?? 0) + sample.ms);
    const topCode = [...code]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
    console.log(
      `  task at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(task.dur! / 1000)} ms — ${top}\n      code: ${topCode}`,
    );
  }
}

async function profileRoute(url: string, session: Awaited<ReturnType<typeof signInThroughForm>>) {
  const browser = await openBrowser({ width: 412, height: 823 });
  try {
    await seedSession(browser.context, session);
    const cdp = await browser.context.newCDPSession(browser.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
        ],
      },
    });
    await browser.page.goto(url);
    await new Promise((resolve) => setTimeout(resolve, PROFILE_MS));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await cdp.send('Tracing.end');
    await traced;
    const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
    // Each sample's time (the profiler's clock is the trace's) and where it ran.
    let at = profile.startTime;
    const sampled = profile.samples.map((id, i) => {
      at += profile.timeDeltas[i] ?? 0;
      return { at, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000, origin: origin(byNode.get(id)!.callFrame) };
    });
    printLongTasks(events, sampled);
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const key = origin(byNode.get(id)!.callFrame);
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    return [...self].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]);
  } finally {
    await browser.close();
  }
}

/**
 * `PROFILE_CPU=<runs>`: instead of the profile, the main thread's CPU time per load, unthrottled,
 * scaled by Lighthouse's 4×: the busy total, the blocking time (each task's part over 50 ms, from
 * navigation on, as TBT counts it after FCP) and the longest task, median of `runs` loads. Thread
 * time does not grow when other processes take the cores, so two builds compare on a loaded
 * machine where wall-clock figures (Lighthouse's simulated throttling scales those) swing by 2×.
 */
const CPU_RUNS = Number(process.env.PROFILE_CPU ?? 0);
const SLOWDOWN = 4;

async function cpuFigures(url: string, session: Awaited<ReturnType<typeof signInThroughForm>>) {
  const browser = await openBrowser({ width: 412, height: 823 });
  try {
    await seedSession(browser.context, session);
    const cdp = await browser.context.newCDPSession(browser.page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] },
    });
    await browser.page.goto(url);
    await new Promise((resolve) => setTimeout(resolve, PROFILE_MS));
    await cdp.send('Tracing.end');
    await traced;
    const busy = new Map<string, number>();
    for (const e of events)
      if (e.name === 'RunTask' && e.ph === 'X')
        busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.tdur ?? 0));
    const main = events
      .filter((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain')
      .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
    const tasks = events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid)
      .map((e) => ((e.tdur ?? 0) / 1000) * SLOWDOWN);
    return {
      busy: tasks.reduce((sum, ms) => sum + ms, 0),
      blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longest: Math.max(0, ...tasks),
      over50: tasks.filter((ms) => ms > 50).length,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const wanted = process.argv.slice(2);
const stack = await startStack({ PORTAL_ENVIRONMENT: 'preprod' });
try {
  const routes = await discoverRoutes();
  const key = await keyPaths();
  const session = await signInThroughForm(stack.portalUrl, key.login, key.dashboard);
  const params = await residentRouteParams(stack.operatorApiUrl, session);
  for (const name of wanted) {
    const route = routes.find((r) => !r.guest && (r.path.endsWith(`/${name}`) || r.path.endsWith(`/${name}/`)));
    const path = route && fillPattern(route.path, { userId: session.userId, ...params });
    if (!path) throw new Error(`No resident route "${name}"`);
    if (CPU_RUNS > 0) {
      const runs: Awaited<ReturnType<typeof cpuFigures>>[] = [];
      for (let run = 0; run < CPU_RUNS; run++) runs.push(await cpuFigures(`${stack.portalUrl}${path}`, session));
      const figure = (key: keyof (typeof runs)[number]) =>
        `${Math.round(median(runs.map((r) => r[key])))} (${runs.map((r) => Math.round(r[key])).join(' ')})`;
      console.log(
        `${path}: main thread at ${SLOWDOWN}× (thread time), median of ${CPU_RUNS}: busy ${figure('busy')} ms, blocking ${figure('blocking')} ms, longest task ${figure('longest')} ms, tasks over 50 ms ${figure('over50')}`,
      );
      continue;
    }
    const rows = await profileRoute(`${stack.portalUrl}${path}`, session);
    const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\n${path}: ${Math.round(total)} ms busy in ${PROFILE_MS} ms (4× CPU), self time by origin:`);
    for (const [name, ms] of rows.slice(0, 30)) console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${name}`);
  }
} finally {
  await stack.stop();
}
