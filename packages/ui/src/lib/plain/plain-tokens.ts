import { antdButtonTokens, antdTokens } from './antd-tokens.generated.ts';
import { plainVariable } from './plain-token-keys.ts';
import './plain-theme.generated.css';

/** The tokens a brand changes at run time; every other plain token is antd's constant value. */
const BRANDED = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorLink',
  'controlOutline',
  'colorError',
  'colorErrorBg',
  'colorErrorBorder',
  'colorSuccess',
  'colorSuccessBg',
  'colorSuccessBorder',
  'colorWarning',
  'colorWarningBg',
  'colorWarningBorder',
  'colorInfo',
  'colorInfoBg',
  'colorInfoBorder',
  'fontFamily',
  'borderRadius',
  'borderRadiusSM',
  'borderRadiusLG',
] as const;

type Branded = (typeof BRANDED)[number];

// Built in a loop: written out, the names and fallbacks would weigh on every page's first load.
const brandedVariables = Object.fromEntries(BRANDED.map((key) => [key, plainVariable(key)])) as Record<Branded, string>;

/**
 * The CSS variables through which a brand's colours, corners and font reach the plain components
 * at run time (applyPlainTheme). Their defaults, antd's values for the default brand, are in
 * plain-theme.generated.css.
 */
export const PLAIN_VARIABLES = {
  ...brandedVariables,
  buttonColorPrimary: plainVariable('colorPrimary', 'button'),
  buttonColorPrimaryHover: plainVariable('colorPrimaryHover', 'button'),
  buttonColorPrimaryActive: plainVariable('colorPrimaryActive', 'button'),
} as const;

const variable = (name: string, fallback: string | number) =>
  `var(${name}, ${typeof fallback === 'number' ? `${fallback}px` : fallback})`;

/**
 * antd's design tokens for the portal's brand theme, as far as the components drawn without antd
 * use them (antd's names and values, generated and checked by plain-tokens.test.ts), with what a
 * brand changes as CSS variables (corners in px). Components on a first-paint surface read these
 * instead of `theme.useToken()`, which would bring antd's theme engine along (design.md §4 budget).
 */
export const plainTokens = {
  ...antdTokens,
  ...(Object.fromEntries(BRANDED.map((key) => [key, variable(brandedVariables[key], antdTokens[key])])) as Record<
    Branded,
    string
  >),
  /** The Button's primary: white text on it reaches WCAG AA (brandTheme's `components.Button`). */
  colorPrimaryStrong: variable(PLAIN_VARIABLES.buttonColorPrimary, antdButtonTokens.colorPrimary),
} as const;
