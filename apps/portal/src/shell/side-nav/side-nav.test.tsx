import { HomeOutlined } from '@ant-design/icons';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../test-utils/axe.ts';
import { fakeLayout } from '../test-utils/fake-layout.ts';
import { SideNav, type SideNavProps } from './side-nav.tsx';
import type { NavItem } from './split-nav-items.ts';

const names: [string, string, string][] = [
  ['dashboard', 'Главный экран', 'главный'],
  ['profile', 'Профиль', 'профиль'],
  ['billing', 'Счета и расчёты', 'счета'],
  ['objects', 'Объекты', 'объекты'],
  ['litigation', 'Судебно-претензионная работа', 'суд. работа'],
  ['appeals', 'Обращения', 'обращения'],
  ['vacancy', 'Вакансии', 'вакансии'],
  ['prizes', 'Призы', 'призы'],
];
const items: NavItem[] = names.map(([key, name, shortName]) => ({
  key,
  name,
  shortName,
  icon: <HomeOutlined />,
  href: `/resident/7/${key}`,
}));

let size = { width: 240, height: 1000 };
let layout: ReturnType<typeof fakeLayout>;

beforeEach(() => {
  size = { width: 240, height: 1000 };
  layout = fakeLayout('nav > ul', () => size);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderNav(props: Partial<SideNavProps> = {}) {
  const onNavigate = vi.fn();
  const onExit = vi.fn();
  const view = render(
    <SideNav items={items} orientation="vertical" onNavigate={onNavigate} onExit={onExit} {...props} />,
  );
  const nav = screen.getByRole('navigation', { name: 'Основное меню' });
  return { ...view, nav, onNavigate, onExit };
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('SideNav, vertical rail', () => {
  it('shows every item as a link with its full name when the rail is tall enough', () => {
    const { nav } = renderNav();
    expect(linkNames(nav)).toEqual(names.map(([, name]) => name));
    expect(within(nav).getByRole('link', { name: 'Объекты' })).toHaveAttribute('href', '/resident/7/objects');
    expect(within(nav).queryByRole('button', { name: 'Ещё' })).toBeNull();
  });

  it('hides the icons from screen readers: the name is the whole label', () => {
    const { nav } = renderNav();
    // HomeOutlined would otherwise add its English aria-label 'home' to the link's name.
    expect(within(nav).getByRole('link', { name: 'Профиль' })).toBeInTheDocument();
  });

  it('marks the active item as the current page', () => {
    const { nav } = renderNav({ activeKey: 'billing' });
    expect(within(nav).getByRole('link', { name: 'Счета и расчёты' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Профиль' })).not.toHaveAttribute('aria-current');
  });

  it('navigates inside the app on a plain click and leaves modified clicks to the browser', () => {
    const { nav, onNavigate } = renderNav();
    const link = within(nav).getByRole('link', { name: 'Профиль' });
    // What the browser would see: was the default (following the link) prevented by the nav?
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot load another document
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(link);
      expect(onNavigate).toHaveBeenCalledWith('/resident/7/profile');
      onNavigate.mockClear();
      fireEvent.click(link, { ctrlKey: true });
      fireEvent.click(link, { metaKey: true });
      fireEvent.click(link, { shiftKey: true });
      expect(onNavigate).not.toHaveBeenCalled();
      expect(prevented).toEqual([true, false, false, false]);
    } finally {
      document.removeEventListener('click', record);
    }
  });

  // The walk (pnpm walk) at 1280 px: the rail cut «Судебно-претензионная работа» to
  // «Судебно-претензионная…» on two lines; it needs three, which still fit the 60 px slot.
  it("gives a long name three lines in the rail, and the bar's short names two", () => {
    const { nav, unmount } = renderNav();
    const label = within(nav).getByText('Судебно-претензионная работа');
    expect(label.style.getPropertyValue('-webkit-line-clamp')).toBe('3');
    expect(3 * 1.3 * 14).toBeLessThanOrEqual(60);
    unmount();
    const bar = renderNav({ orientation: 'horizontal' }).nav;
    expect(within(bar).getByText('главный').style.getPropertyValue('-webkit-line-clamp')).toBe('2');
  });

  it('has the exit item at the bottom, after the list', async () => {
    const { nav, onExit } = renderNav();
    const exit = within(nav).getByRole('button', { name: 'Выход' });
    expect(within(nav).getByRole('list').contains(exit)).toBe(false);
    await userEvent.click(exit);
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('moves what does not fit into the "Ещё" menu, which takes one slot', async () => {
    size = { width: 240, height: 300 }; // 5 slots of 60 px: 4 items + 'Ещё'
    const { nav, onNavigate } = renderNav({ activeKey: 'vacancy' });
    expect(linkNames(nav)).toEqual(['Главный экран', 'Профиль', 'Счета и расчёты', 'Объекты']);

    const more = within(nav).getByRole('button', { name: 'Ещё' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Судебно-претензионная работа', 'Обращения', 'Вакансии', 'Призы']);
    // The rail keeps its exit outside the menu.
    expect(within(menu).queryByRole('menuitem', { name: 'Выход' })).toBeNull();

    await userEvent.click(within(menu).getByRole('link', { name: 'Обращения' }));
    expect(onNavigate).toHaveBeenCalledWith('/resident/7/appeals');
  });

  it('re-splits on window resize', () => {
    const { nav } = renderNav();
    expect(linkNames(nav)).toHaveLength(8);
    size = { width: 240, height: 180 };
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(linkNames(nav)).toEqual(['Главный экран', 'Профиль']);
    expect(within(nav).getByRole('button', { name: 'Ещё' })).toBeInTheDocument();
  });

  it('re-splits when its box changes size without a window resize', () => {
    const { nav } = renderNav();
    size = { width: 240, height: 240 };
    act(() => layout.resize());
    expect(linkNames(nav)).toHaveLength(3);
  });

  it('has no serious accessibility violations', async () => {
    size = { width: 240, height: 300 };
    const { container, nav } = renderNav({ activeKey: 'profile' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Ещё' }));
    await screen.findByRole('menu');
    expect(await seriousViolations(container)).toEqual([]);
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});

describe('SideNav, horizontal bottom bar', () => {
  it('shows the short names, one slot always going to "Ещё"', () => {
    size = { width: 375, height: 60 }; // 6 slots: 5 items + 'Ещё'
    const { nav } = renderNav({ orientation: 'horizontal' });
    expect(linkNames(nav)).toEqual(['главный', 'профиль', 'счета', 'объекты', 'суд. работа']);
    // The short name is visible; the full one is there on hover.
    expect(within(nav).getByRole('link', { name: 'суд. работа' })).toHaveAttribute(
      'title',
      'Судебно-претензионная работа',
    );
    expect(within(nav).getByRole('button', { name: 'Ещё' })).toBeInTheDocument();
  });

  it('measures its width, not its height', () => {
    size = { width: 1000, height: 60 };
    const { nav } = renderNav({ orientation: 'horizontal' });
    expect(linkNames(nav)).toHaveLength(8);
  });

  it('keeps "Ещё" for the exit item even when every item fits', async () => {
    size = { width: 1000, height: 60 };
    const { nav, onExit } = renderNav({ orientation: 'horizontal' });
    expect(within(nav).queryByRole('button', { name: 'Выход' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Ещё' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.at(-1)).toHaveTextContent('Выход');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Выход' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('lists the overflow items by full name before the exit', async () => {
    size = { width: 375, height: 60 };
    const { nav } = renderNav({ orientation: 'horizontal' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Ещё' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Обращения', 'Вакансии', 'Призы', 'Выход']);
  });

  it('has no serious accessibility violations', async () => {
    size = { width: 375, height: 60 };
    const { container } = renderNav({ orientation: 'horizontal', activeKey: 'dashboard' });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
