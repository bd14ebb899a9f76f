import { solveChallenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';
import { encodeAltchaPayload } from './altcha-payload';

function deriveKeyFor(algorithm: string) {
  if (algorithm.startsWith('PBKDF2/')) return derivePbkdf2;
  if (algorithm.startsWith('SHA-')) return deriveSha;
  throw new Error(`Неподдерживаемый алгоритм проверки: ${algorithm}`);
}

/** Solves an altcha v2 challenge with WebCrypto and returns the payload a form sends (login, public /pay). */
export async function solveAltcha(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    controller,
    deriveKey: deriveKeyFor(challenge.parameters.algorithm),
    timeout: 60_000,
  });
  if (!solution) throw new Error('Не удалось пройти проверку «Я не робот». Попробуйте ещё раз');
  return encodeAltchaPayload(challenge, solution);
}
