export { PLAIN_VARIABLES, plainTokens } from './plain-tokens.ts';
export { applyPlainTheme, plainThemeVariables } from './apply-plain-theme.ts';
