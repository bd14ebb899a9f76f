import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  listenProblem,
  parseSettings,
  requiredProblems,
  readSection,
  replaceSection,
  setting,
  SettingsError,
  settingsTable,
} from './index.ts';

const SETTINGS = {
  APP_PORT: setting(z.coerce.number().int().min(0).max(65_535), {
    default: '`8080`',
    meaning: 'Port.',
    example: '9090',
  }),
  APP_TOKEN: setting(z.string().min(16), {
    default: '—',
    meaning: 'A | piped\nmeaning.',
    example: 'a`b',
    secret: true,
    requiredWith: 'APP_DB',
  }),
};

describe('parseSettings', () => {
  it('reads what is set, drops empty and unknown variables', () => {
    expect(parseSettings(SETTINGS, { APP_PORT: '80', APP_TOKEN: '', OTHER: 'x' })).toEqual({ APP_PORT: 80 });
  });

  it('names every bad setting in one line, with its value unless it is a secret', () => {
    const error = (() => {
      try {
        parseSettings(SETTINGS, { APP_PORT: 'eighty', APP_TOKEN: 'short-secret' });
      } catch (caught) {
        return caught as SettingsError;
      }
    })();
    expect(error).toBeInstanceOf(SettingsError);
    expect(error!.message).not.toContain('\n');
    expect(error!.problems).toHaveLength(2);
    expect(error!.message).toMatch(/^APP_PORT: .* \(given "eighty"\); APP_TOKEN: /);
    expect(error!.message).not.toContain('short-secret');
  });

  it('speaks Russian when asked', () => {
    expect(() => parseSettings(SETTINGS, { APP_PORT: '70000' }, 'ru')).toThrow(
      /^APP_PORT: Слишком большое значение.* \(задано «70000»\)$/,
    );
  });
});

describe('requiredProblems', () => {
  it('names a setting that another one makes required only when that one is set', () => {
    expect(requiredProblems(SETTINGS, {})).toEqual([]);
    expect(requiredProblems(SETTINGS, { APP_DB: 'x', APP_TOKEN: 'a-long-enough-token' })).toEqual([]);
    expect(requiredProblems(SETTINGS, { APP_DB: 'x', APP_TOKEN: '' })).toEqual([
      'APP_TOKEN: not set, and it is required with APP_DB',
    ]);
    expect(requiredProblems(SETTINGS, { APP_DB: 'x' }, 'ru')).toEqual([
      'APP_TOKEN: не задан, а при APP_DB он обязателен',
    ]);
  });
});

describe('listenProblem', () => {
  const target = { host: '127.0.0.1', port: 8080, hostSetting: 'APP_HOST', portSetting: 'APP_PORT' };
  it('names the port setting when the port is taken, the host setting when the address is not ours', () => {
    expect(listenProblem(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), target)).toMatch(
      /^APP_PORT: port 8080 on 127\.0\.0\.1 is already in use/,
    );
    expect(listenProblem(Object.assign(new Error('x'), { code: 'EADDRINUSE' }), target, 'ru')).toMatch(
      /^APP_PORT: порт 8080 на 127\.0\.0\.1 уже занят/,
    );
    expect(listenProblem(Object.assign(new Error('x'), { code: 'EADDRNOTAVAIL' }), target)).toMatch(/^APP_HOST: /);
    expect(listenProblem(new Error('something else'), target)).toBeUndefined();
  });
});

describe('the README table', () => {
  it('has one row per setting, cells on one line with pipes escaped, examples as code', () => {
    expect(settingsTable(SETTINGS).split('\n')).toEqual([
      '| Variable | Default | Meaning | Example |',
      '|---|---|---|---|',
      '| `APP_PORT` | `8080` | Port. | `9090` |',
      '| `APP_TOKEN` | —; **required** with `APP_DB` | A \\| piped meaning. | ``a`b`` |',
    ]);
  });

  it('replaces only what stands between the markers', () => {
    const readme = 'before\n<!-- settings:begin -->\nold\n<!-- settings:end -->\nafter\n';
    const next = replaceSection(readme, 'new table');
    expect(next).toBe('before\n<!-- settings:begin -->\nnew table\n<!-- settings:end -->\nafter\n');
    expect(readSection(next)).toBe('new table');
    expect(() => readSection('no markers')).toThrow(/settings:begin/);
  });
});
