export { PLAIN_VARIABLES, plainTokens } from './plain-tokens.ts';
export { applyPlainTheme, plainThemeVariables, radii } from './apply-plain-theme.ts';
