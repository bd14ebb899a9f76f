import { describe, expect, it } from 'vitest';
import { applyPlainTheme, plainThemeVariables } from './apply-plain-theme.ts';
import { plainTokens } from './plain-tokens.ts';

describe('plainThemeVariables', () => {
  it('takes the primary, the readable button colour, the link and error colours and the font', () => {
    const theme = {
      token: { colorPrimary: '#00aa55', colorLink: '#006633', colorError: '#d9363e', fontFamily: 'Arial' },
      components: { Button: { colorPrimary: '#007a3d' } },
    };
    expect(plainThemeVariables(theme)).toEqual({
      '--rp-color-primary': '#00aa55',
      '--rp-color-primary-strong': '#007a3d',
      '--rp-color-link': '#006633',
      '--rp-color-error': '#d9363e',
      '--rp-font-family': 'Arial',
    });
  });

  it('falls back to the primary colour for buttons and links, and leaves out what the theme lacks', () => {
    expect(plainThemeVariables({ token: { colorPrimary: '#123456' } })).toEqual({
      '--rp-color-primary': '#123456',
      '--rp-color-primary-strong': '#123456',
      '--rp-color-link': '#123456',
    });
  });
});

describe('applyPlainTheme', () => {
  it('sets the variables the plain tokens read on the element', () => {
    const element = document.createElement('div');
    applyPlainTheme({ token: { colorPrimary: '#123456' } }, element);
    expect(element.style.getPropertyValue('--rp-color-primary')).toBe('#123456');
    expect(plainTokens.colorPrimary).toContain('var(--rp-color-primary,');
  });
});
