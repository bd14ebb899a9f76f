import { antdButtonTokens, antdTokens } from './antd-tokens.generated.ts';
import { plainVariable } from './plain-token-keys.ts';
import './plain-theme.generated.css';

/**
 * The CSS variables through which a brand's primary colour reaches the plain components at run
 * time (applyPlainTheme). Their defaults, antd's values for the default brand, are in
 * plain-theme.generated.css.
 */
export const PLAIN_VARIABLES = {
  colorPrimary: plainVariable('colorPrimary'),
  colorPrimaryHover: plainVariable('colorPrimaryHover'),
  colorLink: plainVariable('colorLink'),
  controlOutline: plainVariable('controlOutline'),
  buttonColorPrimary: plainVariable('colorPrimary', 'button'),
  buttonColorPrimaryHover: plainVariable('colorPrimaryHover', 'button'),
  buttonColorPrimaryActive: plainVariable('colorPrimaryActive', 'button'),
} as const;

const variable = (name: string, fallback: string) => `var(${name}, ${fallback})`;

/**
 * antd's design tokens for the portal's brand theme, as far as the components drawn without antd
 * use them (antd's names and values, generated and checked by plain-tokens.test.ts), with the
 * colours a brand changes as CSS variables. Components on a first-paint surface read these instead
 * of `theme.useToken()`, which would bring antd's theme engine along (design.md §4 budget).
 */
export const plainTokens = {
  ...antdTokens,
  colorPrimary: variable(PLAIN_VARIABLES.colorPrimary, antdTokens.colorPrimary),
  colorPrimaryHover: variable(PLAIN_VARIABLES.colorPrimaryHover, antdTokens.colorPrimaryHover),
  colorLink: variable(PLAIN_VARIABLES.colorLink, antdTokens.colorLink),
  controlOutline: variable(PLAIN_VARIABLES.controlOutline, antdTokens.controlOutline),
  /** The Button's primary: white text on it reaches WCAG AA (brandTheme's `components.Button`). */
  colorPrimaryStrong: variable(PLAIN_VARIABLES.buttonColorPrimary, antdButtonTokens.colorPrimary),
} as const;
