// The load generator's own process: it must not share an event loop with the server it measures.
// It runs one job from its parent, answers with the figures and exits.
import { isLoopback, type LoadJob, type LoadResult } from './load-job.ts';
import { pacedLoad } from './paced-load.ts';

async function run(job: LoadJob): Promise<LoadResult> {
  const remote = job.origins.find((origin) => !isLoopback(origin));
  if (remote !== undefined || job.origins.length === 0)
    throw new Error(`Refusing to load ${remote ?? 'nothing'}: loopback only`);
  return pacedLoad(job, () => process.send?.({ measuring: true }));
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1)),
  );
});
