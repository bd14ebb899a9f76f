import type { ThemeConfig } from 'antd';
import { PLAIN_VARIABLES } from './plain-tokens.ts';

/** The brand's colours of an antd theme (e.g. `brandTheme(brand)`) as the plain components' variables. */
export function plainThemeVariables(theme: ThemeConfig): Record<string, string> {
  const token = theme.token ?? {};
  const strong = theme.components?.Button?.colorPrimary ?? token.colorPrimary;
  const entries: [string, string | undefined][] = [
    [PLAIN_VARIABLES.colorPrimary, token.colorPrimary],
    [PLAIN_VARIABLES.colorPrimaryStrong, strong],
    [PLAIN_VARIABLES.colorLink, token.colorLink ?? strong],
    [PLAIN_VARIABLES.colorError, token.colorError],
    [PLAIN_VARIABLES.fontFamily, token.fontFamily],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * Sets the theme's colours on `element` (the document's root at startup), so components drawn
 * without antd match the antd ones in the same brand.
 */
export function applyPlainTheme(theme: ThemeConfig, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(plainThemeVariables(theme))) element.style.setProperty(name, value);
}
