import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createClock } from '../test-support/test-server.ts';
import { solveAltchaForTests } from '../testing.ts';
import { createAltchaService } from './altcha-service.ts';
import { decodeAltchaPayload, encodeAltchaPayload } from './payload.ts';

function setup(secret = 'secret') {
  const db = openDatabase(':memory:');
  migrate(db, 0);
  const clock = createClock();
  const altcha = createAltchaService(db, { hmacSecret: secret, cost: 1, maxNumber: 5, ttlSeconds: 300, now: clock.now });
  return { db, clock, altcha };
}

describe('altcha service', () => {
  it('verifies a solved challenge once, then reports a replay', async () => {
    const { altcha } = setup();
    const payload = await solveAltchaForTests(await altcha.createChallenge());
    expect(await altcha.redeem(payload)).toBe('verified');
    expect(await altcha.redeem(payload)).toBe('replayed');
  });

  it('rejects a challenge signed by another server', async () => {
    const foreign = setup('other-secret').altcha;
    const { altcha } = setup();
    expect(await altcha.redeem(await solveAltchaForTests(await foreign.createChallenge()))).toBe('invalid');
  });

  it('rejects tampered parameters and a wrong solution', async () => {
    const { altcha } = setup();
    const challenge = await altcha.createChallenge();
    const payload = decodeAltchaPayload(await solveAltchaForTests(challenge));
    if (!payload) throw new Error('payload did not decode');
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 0 } };
    expect(await altcha.redeem(encodeAltchaPayload(easier, payload.solution))).toBe('invalid');
    const wrong = { ...payload.solution, derivedKey: '00'.repeat(32) };
    expect(await altcha.redeem(encodeAltchaPayload(challenge, wrong))).toBe('invalid');
  });

  it('rejects a challenge past its expiry', async () => {
    const { altcha, clock } = setup();
    const payload = await solveAltchaForTests(await altcha.createChallenge());
    clock.advanceSeconds(301);
    expect(await altcha.redeem(payload)).toBe('expired');
  });

  it('rejects payloads that are not widget payloads', async () => {
    const { altcha } = setup();
    for (const value of ['', 'not-base64!', Buffer.from('{"challenge":1}').toString('base64')]) {
      expect(await altcha.redeem(value)).toBe('invalid');
    }
  });

  it('forgets redeemed challenges only after they expire', async () => {
    const { db, altcha, clock } = setup();
    await altcha.redeem(await solveAltchaForTests(await altcha.createChallenge()));
    altcha.purgeExpired();
    expect(db.prepare('SELECT count(*) AS n FROM altcha_redeemed').get()).toEqual({ n: 1 });
    clock.advanceSeconds(301);
    altcha.purgeExpired();
    expect(db.prepare('SELECT count(*) AS n FROM altcha_redeemed').get()).toEqual({ n: 0 });
  });
});

describe('widget payload format', () => {
  it('is base64 of { challenge: { parameters, signature }, solution } like the altcha v3 widget sends', async () => {
    const { altcha } = setup();
    const challenge = await altcha.createChallenge();
    const payload = await solveAltchaForTests(challenge);
    const json = JSON.parse(atob(payload));
    expect(Object.keys(json)).toEqual(['challenge', 'solution']);
    expect(Object.keys(json.challenge)).toEqual(['parameters', 'signature']);
    expect(json.challenge).toEqual({ parameters: challenge.parameters, signature: challenge.signature });
    expect(json.solution).toEqual({ counter: expect.any(Number), derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/), time: expect.any(Number) });
  });
});
