import type { Brand } from '@resident/contract';
import { brandTheme } from './brand-theme.ts';
import { mix, tint } from './contrast.ts';

/** The brand field a derived colour comes from: the checker names it in its report. */
export type ColourField =
  'theme.colorPrimary' | 'theme.colorLink' | 'theme.colorSuccess' | 'theme.colorWarning' | 'theme.colorError';

/** Text in `foreground` drawn on `background` somewhere in the portal, in the words of its report. */
export interface ColourPair {
  field: ColourField;
  /** Where the pair is drawn, in Russian: «выбранный пункт боковой навигации». */
  where: string;
  foreground: string;
  background: string;
}

const WHITE = '#ffffff';
/**
 * antd's page background behind the cards (colorBgLayout, a constant antd derives the same way for
 * every primary colour; colour-pairs.test.ts compares it with antd's theme.getDesignToken).
 */
export const LAYOUT_BACKGROUND = '#f5f5f5';

/**
 * The side navigation's selected item background: the primary mixed 10 % into white
 * (nav-slot-style.ts draws it with `color-mix(in srgb, primary 10%, white)`).
 */
export const navActiveBackground = (primary: string) => tint(primary, 0.9);

/**
 * Every text colour / background pair the portal's theme (`brandTheme`, its plain tokens, antd's
 * component tokens) derives from a brand's colours, so the brand checker measures what residents
 * see rather than the colours the brand names. Built from `brandTheme` itself, so a change to the
 * theme changes what is checked.
 */
export function brandColourPairs(brand?: Pick<Brand, 'theme'>): ColourPair[] {
  const { token = {}, components = {} } = brandTheme(brand);
  const theme = brand?.theme;
  const primary = token.colorPrimary ?? WHITE;
  const link = token.colorLink ?? primary;
  const linkField: ColourField = theme?.colorLink ? 'theme.colorLink' : 'theme.colorPrimary';
  const button = components.Button?.colorPrimary ?? primary;
  const buttonHover = components.Button?.colorPrimaryHover ?? button;
  // What antd derives when the theme sets none is checked against antd in colour-pairs.test.ts.
  const selectedBg = token.colorPrimaryBg ?? WHITE;
  const selectedHoverBg = token.colorPrimaryBgHover ?? WHITE;
  const dropdownText = (components.Dropdown?.colorPrimary as string | undefined) ?? primary;
  const pairs: ColourPair[] = [
    // antd draws white text on the primary colour itself where no component token re-colours it:
    // the selected day of a date picker, a step's number, a checked radio button's label.
    {
      field: 'theme.colorPrimary',
      where: 'белый текст на основном цвете (выбранный день календаря)',
      foreground: WHITE,
      background: primary,
    },
    { field: 'theme.colorPrimary', where: 'текст основной кнопки', foreground: WHITE, background: button },
    {
      field: 'theme.colorPrimary',
      where: 'текст основной кнопки под указателем',
      foreground: WHITE,
      background: buttonHover,
    },
    // The plain kit's pressed button: 80 % of the button's colour mixed with black.
    {
      field: 'theme.colorPrimary',
      where: 'текст нажатой основной кнопки',
      foreground: WHITE,
      background: mix(button, '#000000', 0.8),
    },
    {
      field: 'theme.colorPrimary',
      where: 'текст обычной кнопки под указателем',
      foreground: buttonHover,
      background: WHITE,
    },
    {
      field: 'theme.colorPrimary',
      where: 'выбранный пункт меню и списка',
      foreground: components.Menu?.itemSelectedColor ?? link,
      background: selectedBg,
    },
    {
      field: 'theme.colorPrimary',
      where: 'выбранный пункт меню под указателем',
      foreground: components.Menu?.itemSelectedColor ?? link,
      background: selectedHoverBg,
    },
    // antd's Dropdown writes its selected item in its own colorPrimary (the primary unless re-set).
    {
      field: 'theme.colorPrimary',
      where: 'выбранный пункт выпадающего меню («Ещё»)',
      foreground: dropdownText,
      background: selectedBg,
    },
    {
      field: 'theme.colorPrimary',
      where: 'выбранный пункт выпадающего меню под указателем',
      foreground: dropdownText,
      background: selectedHoverBg,
    },
    {
      field: 'theme.colorPrimary',
      where: 'выбранная вкладка',
      foreground: components.Tabs?.itemSelectedColor ?? link,
      background: WHITE,
    },
    {
      field: 'theme.colorPrimary',
      where: 'текущая страница списка',
      foreground: components.Pagination?.itemActiveColor ?? link,
      background: WHITE,
    },
    {
      field: 'theme.colorPrimary',
      where: 'выбранный вариант переключателя',
      foreground: components.Radio?.colorPrimary ?? link,
      background: WHITE,
    },
    {
      field: 'theme.colorPrimary',
      where: 'вариант переключателя под указателем',
      foreground: components.Radio?.colorPrimaryHover ?? link,
      background: WHITE,
    },
    {
      field: linkField,
      where: 'выбранный пункт боковой навигации',
      foreground: link,
      background: navActiveBackground(primary),
    },
    { field: linkField, where: 'ссылка на белом фоне', foreground: link, background: WHITE },
    { field: linkField, where: 'ссылка на сером фоне страницы', foreground: link, background: LAYOUT_BACKGROUND },
    { field: linkField, where: 'ссылка в выбранном пункте меню', foreground: link, background: selectedBg },
    {
      field: linkField,
      where: 'ссылка в информационном сообщении',
      foreground: link,
      background: token.colorInfoBg ?? WHITE,
    },
  ];
  const statuses = [
    ['theme.colorError', token.colorError, 'текст ошибки'],
    ['theme.colorSuccess', token.colorSuccess, 'текст успеха'],
    ['theme.colorWarning', token.colorWarning, 'текст предупреждения'],
  ] as const;
  for (const [field, colour, where] of statuses) {
    if (!colour) continue;
    pairs.push({ field, where: `${where} на белом фоне`, foreground: colour, background: WHITE });
  }
  return pairs;
}
