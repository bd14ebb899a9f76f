import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { solveAltcha } from './solve-altcha';

const secret = 'test-secret';

async function roundTrip(algorithm: string, deriveKey: typeof deriveSha) {
  const challenge = await createChallenge({ algorithm, cost: 2, deriveKey, hmacSignatureSecret: secret });
  const payload = await solveAltcha(challenge);
  const decoded = JSON.parse(atob(payload));
  expect(decoded.challenge).toEqual(challenge);
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  });
  return result.verified;
}

describe('solveAltcha', () => {
  it('solves a SHA-256 challenge the server library then verifies', async () => {
    expect(await roundTrip('SHA-256', deriveSha)).toBe(true);
  });

  it('solves a PBKDF2 challenge the server library then verifies', async () => {
    expect(await roundTrip('PBKDF2/SHA-256', derivePbkdf2)).toBe(true);
  });

  it('refuses an algorithm it cannot compute', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey: deriveSha });
    challenge.parameters.algorithm = 'MD5';
    await expect(solveAltcha(challenge)).rejects.toThrow('Неподдерживаемый алгоритм проверки: MD5');
  });
});
