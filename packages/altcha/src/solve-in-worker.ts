import type { Challenge } from 'altcha-lib/types';

type WorkerAnswer = { payload: string } | { error: string };

/** Runs solveAltcha in a Web Worker; falls back to the main thread where workers are missing. */
export function solveInWorker(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  if (typeof Worker === 'undefined') {
    return import('./solve-altcha').then(({ solveAltcha }) => solveAltcha(challenge, signal));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => worker.terminate();
    signal?.addEventListener(
      'abort',
      () => {
        stop();
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      stop();
      if ('payload' in event.data) resolve(event.data.payload);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'Не удалось пройти проверку «Я не робот». Попробуйте ещё раз'));
    };
    worker.postMessage(challenge);
  });
}
