import { describe, expect, test } from 'vitest';
import { parseOptions } from './options.ts';

const env = { CONFORMANCE_LOGIN: 'a@example.ru', CONFORMANCE_PASSWORD: 'p', CONFORMANCE_CLIENT: 'id:secret' };

describe('parseOptions', () => {
  test('the acquirer secret is optional: without it the signed notification is skipped, not failed', () => {
    const without = parseOptions(['--base', 'http://127.0.0.1:8080/api'], env);
    expect(without).not.toHaveProperty('acquirerSecret');
    const withSecret = parseOptions(['--base', 'http://127.0.0.1:8080/api'], { ...env, CONFORMANCE_ACQUIRER_SECRET: 'shared' });
    expect(withSecret).toMatchObject({ acquirerSecret: 'shared', clientAuthorization: `Basic ${Buffer.from('id:secret').toString('base64')}` });
  });
});
