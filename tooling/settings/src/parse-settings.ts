import { z } from 'zod';
import { envSchema, type Settings, type SettingsShape } from './setting.ts';

export type Language = 'en' | 'ru';

/** Bad settings, all of them in one line (a process that cannot start prints it and exits). */
export class SettingsError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('; '));
    this.problems = problems;
    this.name = 'SettingsError';
  }
}

/**
 * The environment read through the settings' schema. An empty variable counts as unset. Throws
 * SettingsError naming every bad variable and the value it was given (unless it is a secret).
 */
export function parseSettings<S extends Settings>(
  settings: S,
  env: Record<string, string | undefined>,
  language: Language = 'en',
): z.output<z.ZodObject<SettingsShape<S>>> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name in settings && value !== undefined && value !== ''),
  );
  const parsed = envSchema(settings).safeParse(present, language === 'ru' ? { error: z.locales.ru().localeError } : {});
  if (parsed.success) return parsed.data;
  throw new SettingsError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      const value = present[name];
      const shown =
        value === undefined || settings[name]?.secret
          ? ''
          : language === 'ru'
            ? ` (задано «${value}»)`
            : ` (given "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    }),
  );
}

/**
 * The settings another one makes required and that are unset (or empty), one line each; the server
 * throws them as a SettingsError before it starts.
 */
export function requiredProblems(
  settings: Settings,
  env: Record<string, string | undefined>,
  language: Language = 'en',
): string[] {
  const set = (name: string) => env[name] !== undefined && env[name] !== '';
  return Object.entries(settings)
    .filter(([name, entry]) => entry.requiredWith !== undefined && set(entry.requiredWith) && !set(name))
    .map(([name, entry]) =>
      language === 'ru'
        ? `${name}: не задан, а при ${entry.requiredWith} он обязателен`
        : `${name}: not set, and it is required with ${entry.requiredWith}`,
    );
}
