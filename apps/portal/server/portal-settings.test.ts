import { readSection } from '@resident/settings';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './portal-server.ts';
import { PORTAL_SETTINGS, readPortalSettings } from './portal-settings.ts';
import { ORIGIN, README, settingsSection } from '../scripts/settings-docs.ts';

describe("the portal server's settings", () => {
  it('the README table is the one portal-settings.ts generates', () => {
    expect(
      readSection(readFileSync(README, 'utf8')),
      `README.md's settings table differs from portal-settings.ts: run ${ORIGIN.command}`,
    ).toBe(settingsSection());
  });

  it('every example is a value the server accepts', () => {
    for (const [name, entry] of Object.entries(PORTAL_SETTINGS)) {
      expect(() => readPortalSettings({ [name]: entry.example }), name).not.toThrow();
    }
  });

  // A default written as a value (`4173`) must be what the server does when the variable is unset.
  it('every default written as a value is the default the server applies', () => {
    const unset = readPortalSettings({});
    for (const [name, entry] of Object.entries(PORTAL_SETTINGS)) {
      const value = /^`([^`]+)`/.exec(entry.default)?.[1];
      // The build folder's default is the package's own dist, whatever the working directory.
      if (value === undefined || name === 'PORTAL_DIST_DIR') continue;
      expect(readPortalSettings({ [name]: value }), `${name}=${value}`).toEqual(unset);
    }
  });

  it('builds config.json from the PORTAL_* and OAUTH_CLIENT_* variables, production unless told', () => {
    expect(configFromEnv({})).toEqual({
      apiBase: '/api/',
      v2Base: '/api/v2/',
      v3Base: '/api/v3/',
      wsBase: '/api/ws',
      marketplaceBase: '/api/marketplace/v1/',
      basicCredential: Buffer.from('resident-portal:resident-portal-secret').toString('base64'),
      environment: 'production',
      serviceUnavailable: 'false',
      analyticsCounterId: '',
      mapsApiKey: '',
    });
    expect(
      configFromEnv({
        PORTAL_ENVIRONMENT: 'preprod',
        PORTAL_WS_BASE: 'wss://api.example.ru/api/ws',
        OAUTH_CLIENT_ID: 'id',
        OAUTH_CLIENT_SECRET: 's',
      }),
    ).toMatchObject({
      environment: 'preprod',
      wsBase: 'wss://api.example.ru/api/ws',
      basicCredential: Buffer.from('id:s').toString('base64'),
    });
  });

  it("names every bad variable in one Russian line, never a secret's value", () => {
    const read = () =>
      readPortalSettings({
        PORTAL_PORT: '80a',
        PORTAL_ENVIRONMENT: 'prod',
        OPERATOR_API_URL: 'ftp://api',
        PORTAL_SERVICE_UNAVAILABLE: 'yes',
        OAUTH_CLIENT_SECRET: ' ',
      });
    expect(read).toThrow(
      /^PORTAL_PORT: .*\(задано «80a»\); OPERATOR_API_URL: ожидается адрес http\(s\).*; PORTAL_ENVIRONMENT: .*«prod».*; OAUTH_CLIENT_SECRET: [^«]*; PORTAL_SERVICE_UNAVAILABLE: /,
    );
    expect(read).not.toThrow(/\n/);
  });

  it('refuses a trusted proxy that is not an address (a typo would otherwise count every resident as nginx)', () => {
    expect(() => readPortalSettings({ PORTAL_TRUSTED_PROXY: '10.0.0.2,nginx' })).toThrow(
      /^PORTAL_TRUSTED_PROXY: ожидается loopback, адрес или сеть CIDR.*\(задано «10\.0\.0\.2,nginx»\)/,
    );
    expect(readPortalSettings({ PORTAL_TRUSTED_PROXY: 'loopback, 10.0.0.0/8' }).trustedProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });
});
