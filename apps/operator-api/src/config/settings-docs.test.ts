import { readSection } from '@resident/settings';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadOptionsFromEnv } from './env.ts';
import { API_SETTINGS } from './settings.ts';
import { ORIGIN, README, settingsSection } from './settings-docs.ts';

describe('the settings reference', () => {
  it('the README table is the one settings.ts generates', () => {
    expect(
      readSection(readFileSync(README, 'utf8')),
      `README.md's settings table differs from settings.ts: run ${ORIGIN.command}`,
    ).toBe(settingsSection());
  });

  it('every example is a value the server accepts', () => {
    for (const [name, entry] of Object.entries(API_SETTINGS)) {
      expect(() => loadOptionsFromEnv({ [name]: entry.example }), name).not.toThrow();
    }
  });

  // A default written as a value (`8080`) must be what the server does when the variable is unset.
  it('every default written as a value is the default the server applies', () => {
    const unset = loadOptionsFromEnv({});
    const literal = Object.entries(API_SETTINGS).flatMap(([name, entry]) => {
      const value = /^`([^`]+)`/.exec(entry.default)?.[1];
      return value === undefined ? [] : [[name, value] as const];
    });
    expect(literal.length).toBeGreaterThan(20);
    for (const [name, value] of literal)
      expect(loadOptionsFromEnv({ [name]: value }), `${name}=${value}`).toEqual(unset);
  });
});
