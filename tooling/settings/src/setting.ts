import { z } from 'zod';

/** What a server's README says of one setting, written beside its zod type (one entry per setting). */
export interface SettingDoc {
  /** What applies when the variable is unset or empty, as the table prints it (Markdown). */
  default: string;
  /** What it does (Markdown, one paragraph: it becomes one table cell). */
  meaning: string;
  /** A value an operator could write; printed as code. */
  example: string;
  /** Never echoed in a message (a password, a key, a token). */
  secret?: boolean;
  /**
   * Another setting that makes this one required when it is set (a secret several instances must
   * share). Checked by the server's start (`requiredProblems`), not by every reader of the settings.
   */
  requiredWith?: string;
}

export interface Setting<T extends z.ZodType = z.ZodType> extends SettingDoc {
  schema: T;
}

/** Settings by environment variable name, in the order the README lists them. */
export type Settings = Record<string, Setting>;

export function setting<T extends z.ZodType>(schema: T, doc: SettingDoc): Setting<T> {
  return { schema, ...doc };
}

export type SettingsShape<S extends Settings> = { [K in keyof S]: z.ZodOptional<S[K]['schema']> };

/** The z.object of the settings, every one optional: an unset variable keeps its default. */
export function envSchema<S extends Settings>(settings: S): z.ZodObject<SettingsShape<S>> {
  const shape = Object.fromEntries(Object.entries(settings).map(([name, entry]) => [name, entry.schema.optional()]));
  return z.object(shape as SettingsShape<S>);
}
