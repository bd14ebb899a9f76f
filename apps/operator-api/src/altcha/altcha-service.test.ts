import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { Backend } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import { createClock } from '../test-support/test-server.ts';
import { solveAltchaForTests } from '../testing.ts';
import { createAltchaService } from './altcha-service.ts';
import { decodeAltchaPayload, encodeAltchaPayload } from './payload.ts';

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
});

async function openStore(backend: Backend): Promise<Store> {
  const test = await openTestStore(backend);
  opened.push(() => test.close());
  return test.store;
}

function serviceOn(store: Store, secret = 'secret') {
  const clock = createClock();
  const altcha = createAltchaService(store, {
    hmacSecret: secret,
    cost: 1,
    maxNumber: 5,
    ttlSeconds: 300,
    now: clock.now,
  });
  return { store, clock, altcha };
}

const setupOn = async (backend: Backend, secret?: string) => serviceOn(await openStore(backend), secret);
const redeemedCount = async (store: Store) =>
  (await first(store.db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM altcha_redeemed`))?.n;

describe.each(BACKENDS)('altcha service on %s', (backend) => {
  const setup = (secret?: string) => setupOn(backend, secret);

  it('lets one of ten simultaneous redemptions of a challenge through', async () => {
    const { altcha } = await setup();
    const payload = await solveAltchaForTests(await altcha.createChallenge());
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => altcha.redeem(payload)));
    expect(verdicts.filter((verdict) => verdict === 'verified')).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict === 'replayed')).toHaveLength(9);
  });

  it('verifies a solved challenge once, then reports a replay', async () => {
    const { altcha } = await setup();
    const payload = await solveAltchaForTests(await altcha.createChallenge());
    expect(await altcha.redeem(payload)).toBe('verified');
    expect(await altcha.redeem(payload)).toBe('replayed');
  });

  it('rejects a challenge signed by another server', async () => {
    const foreign = (await setup('other-secret')).altcha;
    const { altcha } = await setup();
    expect(await altcha.redeem(await solveAltchaForTests(await foreign.createChallenge()))).toBe('invalid');
  });

  it('rejects tampered parameters and a wrong solution', async () => {
    const { altcha } = await setup();
    const challenge = await altcha.createChallenge();
    const payload = decodeAltchaPayload(await solveAltchaForTests(challenge));
    if (!payload) throw new Error('payload did not decode');
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 0 } };
    expect(await altcha.redeem(encodeAltchaPayload(easier, payload.solution))).toBe('invalid');
    const wrong = { ...payload.solution, derivedKey: '00'.repeat(32) };
    expect(await altcha.redeem(encodeAltchaPayload(challenge, wrong))).toBe('invalid');
  });

  it('rejects a challenge past its expiry', async () => {
    const { altcha, clock } = await setup();
    const payload = await solveAltchaForTests(await altcha.createChallenge());
    clock.advanceSeconds(301);
    expect(await altcha.redeem(payload)).toBe('expired');
  });

  it('rejects payloads that are not widget payloads', async () => {
    const { altcha } = await setup();
    for (const value of ['', 'not-base64!', Buffer.from('{"challenge":1}').toString('base64')]) {
      expect(await altcha.redeem(value)).toBe('invalid');
    }
  });

  it('forgets redeemed challenges only after they expire', async () => {
    const { store, altcha, clock } = await setup();
    await altcha.redeem(await solveAltchaForTests(await altcha.createChallenge()));
    await altcha.purgeExpired();
    expect(await redeemedCount(store)).toBe(1);
    clock.advanceSeconds(301);
    await altcha.purgeExpired();
    expect(await redeemedCount(store)).toBe(0);
  });
});

describe('widget payload format', () => {
  it('is base64 of { challenge: { parameters, signature }, solution } like the altcha v3 widget sends', async () => {
    const { altcha } = await setupOn('sqlite');
    const challenge = await altcha.createChallenge();
    const payload = await solveAltchaForTests(challenge);
    const json = JSON.parse(atob(payload));
    expect(Object.keys(json)).toEqual(['challenge', 'solution']);
    expect(Object.keys(json.challenge)).toEqual(['parameters', 'signature']);
    expect(json.challenge).toEqual({ parameters: challenge.parameters, signature: challenge.signature });
    expect(json.solution).toEqual({
      counter: expect.any(Number),
      derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      time: expect.any(Number),
    });
  });
});
