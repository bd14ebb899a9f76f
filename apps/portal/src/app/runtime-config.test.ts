import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('fills the safe defaults and keeps the credential', () => {
    const config = parseRuntimeConfig({ basicCredential: 'abc' });
    expect(config).toMatchObject({
      apiBase: '/api/',
      v3Base: '/api/v3/',
      environment: 'development',
      serviceUnavailable: 'false',
      basicCredential: 'abc',
    });
  });

  it('only the string "true" switches the service-unavailable flag on', () => {
    expect(parseRuntimeConfig({ basicCredential: 'a', serviceUnavailable: 'true' }).serviceUnavailable).toBe('true');
    expect(parseRuntimeConfig({ basicCredential: 'a', serviceUnavailable: true }).serviceUnavailable).toBe('false');
  });

  it('refuses a config without the client credential or with an unknown environment', () => {
    expect(() => parseRuntimeConfig({})).toThrow('В файле config.json не задано поле basicCredential');
    expect(() => parseRuntimeConfig({ basicCredential: 'a', environment: 'staging' })).toThrow(
      'Неизвестное окружение в config.json: staging',
    );
  });
});
