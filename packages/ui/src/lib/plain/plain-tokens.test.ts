import { brandTheme } from '@resident/branding';
import { describe, expect, it } from 'vitest';
import { antdPlainTokens } from './antd-token-source.ts';
import { PLAIN_TOKEN_KEYS } from './plain-token-keys.ts';
import { plainTokens } from './plain-tokens.ts';

// The same theme the antd provider gets (ThemedScope: brandTheme(brand)), for the default brand.
const antd = antdPlainTokens(brandTheme());

/** `var(--rp-x, value)` → `value`: what the token is when no brand colour overrides it. */
const fallbackOf = (value: string | number) => (typeof value === 'string' ? value.replace(/^var\(--[\w-]+, (.*)\)$/, '$1') : value);

describe('plain tokens', () => {
  it.each(PLAIN_TOKEN_KEYS)('%s equals its antd counterpart', (key) => {
    expect(fallbackOf(plainTokens[key])).toBe(antd.token[key]);
  });

  it("colorPrimaryStrong equals the primary of antd's Button in the brand theme", () => {
    expect(fallbackOf(plainTokens.colorPrimaryStrong)).toBe(antd.button.colorPrimary);
  });
});
