import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../test-utils/axe.ts';
import { APP_HEADER_HEIGHTS, AppHeader, type AppHeaderProps } from './app-header.tsx';

const logo = { src: '/brand/logo-small.svg', alt: 'Регоператор — логотип' };
const tabs = [
  { key: 'charges', label: 'Начисления' },
  { key: 'payments', label: 'Платежи' },
  { key: 'receipts', label: 'Квитанции' },
];

function renderHeader(props: Partial<AppHeaderProps> = {}) {
  return render(<AppHeader title="Счета и расчёты" logo={logo} {...props} />);
}

describe('AppHeader', () => {
  it('is the banner with the small logo and the title', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    const image = within(banner).getByRole('img', { name: 'Регоператор — логотип' });
    expect(image).toHaveAttribute('src', '/brand/logo-small.svg');
    expect(image).toHaveAttribute('width', '40'); // the small variant
    expect(banner).toHaveTextContent('Счета и расчёты');
    expect(within(banner).queryByRole('button', { name: 'Назад' })).toBeNull();
  });

  it('shows a back button instead of the logo when asked', async () => {
    const onBack = vi.fn();
    renderHeader({ backButton: true, onBack, title: 'Страхование' });
    expect(screen.queryByRole('img', { name: 'Регоператор — логотип' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows the full title on hover when it is cut', () => {
    renderHeader({ title: 'Судебно-претензионная работа' });
    expect(screen.getByTitle('Судебно-претензионная работа')).toHaveStyle({ textOverflow: 'ellipsis' });
  });

  it('has a fixed height, taller only by the tabs row', () => {
    const { unmount } = renderHeader();
    expect(screen.getByRole('banner').style.height).toBe(`${APP_HEADER_HEIGHTS.bar}px`);
    unmount();
    renderHeader({ tabs });
    expect(screen.getByRole('banner').style.height).toBe(`${APP_HEADER_HEIGHTS.bar + APP_HEADER_HEIGHTS.tabs}px`);
  });

  it('shows the tabs and reports the chosen one', async () => {
    const onTabChange = vi.fn();
    renderHeader({ tabs, activeTab: 'payments', onTabChange });
    // antd's Tabs load with the first header that has tabs.
    expect(await screen.findByRole('tab', { name: 'Платежи' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Квитанции' }));
    expect(onTabChange).toHaveBeenCalledWith('receipts');
  });

  it('has no tabs strip without tabs', () => {
    renderHeader({ tabs: [] });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('has a filter button that says whether the sub panel is open', async () => {
    const onFilterClick = vi.fn();
    const { rerender } = renderHeader({ showFilter: true, onFilterClick, filterPanelId: 'sub-panel' });
    const button = screen.getByRole('button', { name: 'Фильтры' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'sub-panel');
    await userEvent.click(button);
    expect(onFilterClick).toHaveBeenCalledTimes(1);
    rerender(<AppHeader title="Счета и расчёты" logo={logo} showFilter filterOpen onFilterClick={onFilterClick} />);
    expect(screen.getByRole('button', { name: 'Фильтры' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no filter button unless asked', () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: 'Фильтры' })).toBeNull();
  });

  it('puts the user menu on the right', () => {
    renderHeader({ userMenu: <button type="button">Меню пользователя</button> });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Меню пользователя' })).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderHeader({
      tabs,
      activeTab: 'charges',
      showFilter: true,
      backButton: true,
      userMenu: <button type="button">Меню пользователя</button>,
    });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
