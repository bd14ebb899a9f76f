import type { Page } from 'playwright-core';
import { CONSENT_KEY } from '../../src/shell/cookie-banner/cookie-consent';
import { SIDE_NAV_TEXTS } from '../../src/shell/side-nav/side-nav-texts';
import { resetBrowserState, signIn } from './session';

/** Spec §2 "Side navigation": every menu route, in the fixed order, with its abbreviated name. */
export const MENU = [
  { name: 'Главный экран', short: 'главный' },
  { name: 'Профиль', short: 'профиль' },
  { name: 'Счета и расчёты', short: 'счета' },
  { name: 'Объекты', short: 'объекты' },
  { name: 'Судебно-претензионная работа', short: 'суд. работа' },
  { name: 'Страхование', short: 'страхование' },
  { name: 'Обращения', short: 'обращения' },
  { name: 'Вакансии', short: 'вакансии' },
  { name: 'Оплата услуг', short: 'оплата услуг' },
  // The spec's list of short labels has none for this item; the feature chose 'вывоз'.
  { name: 'Индивидуальный вывоз', short: 'вывоз' },
  { name: 'Аренда контейнеров', short: 'аренда контейнеров' },
  { name: 'Реестр рассрочек', short: 'реестр рассрочек' },
  { name: 'Призы', short: 'призы' },
] as const;

export type MenuName = (typeof MENU)[number]['name'];

/** The full names of MENU in spec order, leaving out the hidden ones. */
export function menuWithout(...hidden: MenuName[]): MenuName[] {
  return MENU.map((item) => item.name).filter((name) => !hidden.includes(name));
}

export function shortNameOf(name: string) {
  return MENU.find((item) => item.name === name)?.short;
}

/** The left rail from the lg breakpoint (992 px) up, the bottom bar below it (MainLayout). */
export type NavOrientation = 'vertical' | 'horizontal';

export function orientationAt(width: number): NavOrientation {
  return width >= 992 ? 'vertical' : 'horizontal';
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: SIDE_NAV_TEXTS.label });
export const moreButton = (page: Page) => mainNav(page).getByRole('button', { name: SIDE_NAV_TEXTS.more });

/**
 * Waits for the navigation in the orientation the window's width calls for, drawn by antd's
 * SideNav. The first render does not know the breakpoint yet and may show the rail on a phone for a
 * frame; and until SideNav has loaded, the frame's copy (FrameNav: its slots carry `data-nav-slot`)
 * stands in, to be replaced in one commit: a control read or clicked then may be gone a moment
 * later (its box measured as none).
 */
export async function waitForNav(page: Page, orientation: NavOrientation) {
  await page.waitForFunction(
    ({ label, vertical }) => {
      if (document.querySelector('[data-nav-slot]')) return false;
      const box = document.querySelector(`nav[aria-label="${label}"]`)?.getBoundingClientRect();
      return box !== undefined && box.width > 0 && box.height > 0 && box.height > box.width === vertical;
    },
    { label: SIDE_NAV_TEXTS.label, vertical: orientation === 'vertical' },
  );
}

export interface VisibleItem {
  /** What the slot shows: the full name in the rail, the abbreviated one in the bar. */
  label: string;
  /** The full name: the label in the rail, the hover title in the bar. */
  name: string;
}

/** The items shown in the navigation itself, in order (not the ones behind 'Ещё'). */
export async function visibleItems(page: Page): Promise<VisibleItem[]> {
  return mainNav(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const label = (link as HTMLElement).innerText.trim();
        return { label, name: link.getAttribute('title') ?? label };
      }),
    );
}

/** Full names of the items shown in the navigation itself, in order. */
export async function shownNames(page: Page): Promise<string[]> {
  return (await visibleItems(page)).map((item) => item.name);
}

/** Opens 'Ещё', returns its entries in order (the exit entry included), and closes it again. */
export async function overflowEntries(page: Page): Promise<string[]> {
  const more = moreButton(page);
  if ((await more.count()) === 0) return [];
  await more.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const entries = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return entries;
}

export interface NavSplit {
  visible: VisibleItem[];
  /** Full names of the menu items behind 'Ещё', in order, without the exit entry. */
  overflow: string[];
  /** Whether 'Выход' is the last entry of the 'Ещё' menu (the bottom bar has no slot for it). */
  exitInOverflow: boolean;
  /** The 'Ещё' button is shown. */
  more: boolean;
}

export async function readNav(page: Page): Promise<NavSplit> {
  const visible = await visibleItems(page);
  const more = (await moreButton(page).count()) > 0;
  const entries = await overflowEntries(page);
  const exitInOverflow = entries.at(-1) === SIDE_NAV_TEXTS.exit;
  return { visible, overflow: exitInOverflow ? entries.slice(0, -1) : entries, exitInOverflow, more };
}

/** Every menu item the resident can reach, in order: the visible ones, then those behind 'Ещё'. */
export async function allMenuItems(page: Page): Promise<string[]> {
  const { visible, overflow } = await readNav(page);
  return [...visible.map((item) => item.name), ...overflow];
}

/**
 * No session, and the cookie question already answered (a refusal, which never expires): the
 * banner would otherwise slide over the bottom bar 3 s after every load and catch the clicks.
 */
export async function freshSession(page: Page, origin: string) {
  await resetBrowserState(page, origin);
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ agreement: false, expires: '' })),
    CONSENT_KEY,
  );
}

/** Signs `username` in on `origin` from a fresh session and waits for the resident's first screen. */
export async function signInAs(page: Page, origin: string, username: string) {
  await freshSession(page, origin);
  await signIn(page, origin, username);
  // The dashboard, or appeals for a user without a personal account (spec §4 "Login").
  await page.waitForURL(/\/resident\/\d+\/(dashboard|appeals\/help)$/);
}
