import { useState } from 'react';
import { useAltchaProof } from './use-altcha-proof';

/** What `send` answers when the server refused: the message to show (undefined shows none). */
export type ProvedSubmitFailure = { error: string | undefined };

/**
 * A guest form's submit behind the proof, as login, registration, recovery and /pay need it: the
 * attempt takes the proof (waiting while it is being solved; taking it starts the next one, since
 * the server accepts each challenge only once) and sends it; a refusal or a failure shows its message.
 */
export function useProvedSubmit<Values>(
  send: (values: Values, altcha: string) => Promise<ProvedSubmitFailure | undefined>,
) {
  const proof = useAltchaProof();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(values: Values) {
    setSubmitting(true);
    setError(undefined);
    try {
      const failure = await send(values, await proof.take());
      if (failure) setError(failure.error);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return { proof, submitting, error, submit };
}
