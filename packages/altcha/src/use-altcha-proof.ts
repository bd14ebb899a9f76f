import { errorMessageOf, sessionApi, useAppDispatch } from '@resident/api';
import type { Challenge } from 'altcha-lib/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { solveInWorker } from './solve-in-worker';

export type ProofStatus = { status: 'solving' } | { status: 'ready' } | { status: 'error'; message: string };

/**
 * The altcha proof of work for a guest form. Solving starts as soon as the form shows, so it is
 * usually done before the resident has typed the password. Each challenge is accepted once, so
 * every request takes its proof, and taking it starts the next one.
 */
export function useAltchaProof() {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<ProofStatus>({ status: 'solving' });
  const current = useRef<{ proof: Promise<string>; abort: AbortController } | null>(null);

  // Starts a proof without touching state, so the mount effect may call it: the initial state
  // already says 'solving'.
  const start = useCallback(() => {
    current.current?.abort.abort();
    const abort = new AbortController();
    const proof = (async () => {
      const challenge = await dispatch(
        sessionApi.endpoints.getAltchaChallenge.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      if (challenge.error || !challenge.data) throw new Error(errorMessageOf(challenge.error));
      return solveInWorker(challenge.data as unknown as Challenge, abort.signal);
    })();
    const entry = { proof, abort };
    current.current = entry;
    proof.then(
      // An aborted proof (the form gone, or a newer one started) says nothing: its form may be unmounted.
      () => current.current === entry && !abort.signal.aborted && setStatus({ status: 'ready' }),
      (error: unknown) => {
        if (current.current !== entry || abort.signal.aborted) return;
        setStatus({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return entry;
  }, [dispatch]);

  const renew = useCallback(() => {
    setStatus({ status: 'solving' });
    return start();
  }, [start]);

  useEffect(() => {
    start();
    return () => current.current?.abort.abort();
  }, [start]);

  /**
   * The proof for one request (waits while it is still being solved). The server accepts each
   * challenge once, so taking it spends it: a fresh one starts at once and the status says so,
   * never «пройдена» over a proof already used (a resend of the registration mail, a retry).
   */
  const take = useCallback(() => {
    const taken = current.current ?? start();
    current.current = null;
    renew();
    return taken.proof;
  }, [start, renew]);

  return { ...status, take, renew };
}
