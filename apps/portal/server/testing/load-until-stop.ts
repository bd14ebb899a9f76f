// A closed-loop HTTP load for the stop tests: `connections` keep-alive connections each
// send the next request as soon as the last is answered, for `seconds`, with `stop()` (a SIGTERM)
// sent halfway. It reports every answer and every failure by when and how it happened, so a test
// can assert that no acknowledged request was lost: each answer complete and correct, none cut off
// after its status line came.
import http from 'node:http';

export interface LoadOptions {
  origin: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  /** Sent halfway through the load. */
  stop: () => void;
  /** Whether an answer is a correct, whole one for the path asked. */
  isCorrect: (path: string, status: number, body: string) => boolean;
}

export interface LoadReport {
  /** Answers read to their end, by status. */
  answered: Record<number, number>;
  /** Answers that came whole but were wrong (the path, status and start of the body). */
  wrong: string[];
  /** Answers cut after their status line came: a reset or a short body. Must be none. */
  cutMidAnswer: string[];
  /** Requests asked before the stop and answered after it: the drain. */
  drained: number;
  /** Requests sent after the stop with no answer at all (connection refused or closed first): not acknowledged. */
  unansweredAfterStop: number;
  /**
   * Requests sent before the stop that got no answer at all: dropped instead of drained. (HTTP lets
   * a client resend a request whose reused connection closed before any answer; a drain leaves none.)
   */
  lostInFlight: string[];
  /** Requests that failed before the stop. Must be none. */
  failedBeforeStop: string[];
}

export async function loadUntilStop(options: LoadOptions): Promise<LoadReport> {
  const report: LoadReport = {
    answered: {},
    wrong: [],
    cutMidAnswer: [],
    drained: 0,
    unansweredAfterStop: 0,
    lostInFlight: [],
    failedBeforeStop: [],
  };
  const started = Date.now();
  let stopped = false;
  const stopTimer = setTimeout(
    () => {
      stopped = true;
      options.stop();
    },
    (options.seconds * 1000) / 2,
  );
  const { hostname, port } = new URL(options.origin);

  /** One request; false when the worker should end (the server is gone). */
  const once = (agent: http.Agent, path: string) =>
    new Promise<boolean>((resolve) => {
      const askedBeforeStop = !stopped;
      let gotAnswer = false;
      const request = http.get({ agent, hostname, port, path }, (response) => {
        gotAnswer = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', () => undefined);
        response.once('close', () => {
          const status = response.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString();
          if (!response.complete) {
            report.cutMidAnswer.push(`${path} ${status} after ${body.length} bytes`);
            return resolve(false);
          }
          report.answered[status] = (report.answered[status] ?? 0) + 1;
          if (askedBeforeStop && stopped) report.drained += 1;
          if (!options.isCorrect(path, status, body)) report.wrong.push(`${path} ${status} ${body.slice(0, 120)}`);
          resolve(true);
        });
      });
      request.once('error', (error: Error & { code?: string }) => {
        if (gotAnswer) return;
        if (!stopped) report.failedBeforeStop.push(`${path} ${error.code ?? error.message}`);
        else if (askedBeforeStop) report.lostInFlight.push(`${path} ${error.code ?? error.message}`);
        else report.unansweredAfterStop += 1;
        resolve(!stopped);
      });
    });

  const worker = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let n = index; Date.now() - started < options.seconds * 1000; n += 1) {
        if (!(await once(agent, options.paths[n % options.paths.length]!))) break;
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
  clearTimeout(stopTimer);
  if (!stopped) {
    stopped = true;
    options.stop();
  }
  return report;
}
