import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo-residents.ts';
import { MESSAGES } from '../errors/http-errors.ts';
import { postgresUrl } from '../test-support/test-databases.ts';
import { startTestInstances } from '../test-support/test-instances.ts';
import type { TestInstances } from '../test-support/test-instances.ts';

// Several instances behind one address: a solved challenge passes once across all of them.
describe.runIf(postgresUrl())('altcha replay across two instances on one PostgreSQL', () => {
  let instances: TestInstances;
  beforeEach(async () => {
    instances = await startTestInstances();
  });
  afterEach(async () => {
    await instances.close();
  });

  it('signs in once with a proof sent through both instances at once; the other is refused as a replay is today', async () => {
    const { a, b } = instances;
    const altcha = await a.altcha();
    const form = { grant_type: 'password', username: 'resident@demo.ru', password: DEMO_PASSWORD, altcha };
    const answers = await Promise.all([a.token(form), b.token(form)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json()).toEqual({ error: 'invalid_request', error_description: MESSAGES.altchaRejected });
  });

  it('refuses a proof redeemed through A when it comes again through B', async () => {
    const { a, b } = instances;
    const altcha = await b.altcha();
    const form = { grant_type: 'password', username: 'resident@demo.ru', password: DEMO_PASSWORD, altcha };
    expect((await a.token(form)).statusCode).toBe(200);
    const replay = await b.token(form);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'invalid_request', error_description: MESSAGES.altchaRejected });
  });
});
