import { brandTheme } from '@resident/branding';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdPlainTokens } from './antd-token-source.ts';
import { PLAIN_TOKEN_KEYS } from './plain-token-keys.ts';
import { plainTokens } from './plain-tokens.ts';

// The same theme the antd provider gets (ThemedScope: brandTheme(brand)), for the default brand.
const antd = antdPlainTokens(brandTheme());

/** `var(--rp-x, value)` → `value`: what the token is when no brand colour overrides it. */
const fallbackOf = (value: string | number) => {
  if (typeof value !== 'string') return value;
  const fallback = value.replace(/^var\(--[\w-]+, (.*)\)$/, '$1');
  // Corners are variables in px ('var(--rp-border-radius, 8px)'); antd's are numbers.
  return /^\d+px$/.test(fallback) && fallback !== value ? Number.parseInt(fallback, 10) : fallback;
};

describe('plain tokens', () => {
  it.each(PLAIN_TOKEN_KEYS)('%s equals its antd counterpart', (key) => {
    expect(fallbackOf(plainTokens[key])).toBe(antd.token[key]);
  });

  it("colorPrimaryStrong equals the primary of antd's Button in the brand theme", () => {
    expect(fallbackOf(plainTokens.colorPrimaryStrong)).toBe(antd.button.colorPrimary);
  });
});

describe("the plain components' CSS", () => {
  const components = join(import.meta.dirname, '../../components');
  const sheets = readdirSync(components, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file, text: readFileSync(join(components, file), 'utf8') }));

  it('is found', () => {
    expect(sheets.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/plain-button\.css$/),
        expect.stringMatching(/status-alert\.css$/),
      ]),
    );
  });

  // A colour written out would not follow antd's tokens nor the brand.
  it.each(['#', 'rgb(', 'rgba('])('takes every colour from a token variable (no %s)', (literal) => {
    const offenders = sheets
      .filter(({ text }) => text.replace(/\/\*[\s\S]*?\*\//g, '').includes(literal))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
