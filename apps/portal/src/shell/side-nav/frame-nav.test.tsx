import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { PlainIcon } from '@resident/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLayout } from '../test-utils/fake-layout.ts';
import { FrameNav } from './frame-nav.tsx';
import { SideNav } from './side-nav.tsx';
import type { NavItem } from './split-nav-items.ts';
import type { NavOrientation } from './use-nav-capacity.ts';

const items: NavItem[] = [
  ['dashboard', 'Главный экран', 'главный'],
  ['billing', 'Счета и расчёты', 'счета'],
  ['appeals', 'Обращения', 'обращения'],
].map(([key, name, shortName]) => ({
  key: key!,
  name: name!,
  shortName: shortName!,
  icon: <PlainIcon icon={HomeOutlined} />,
  href: `/resident/7/${key}`,
}));

type Queue = { __earlyTaps?: Element[] };

afterEach(() => {
  delete (window as Queue).__earlyTaps;
  vi.restoreAllMocks();
});

/**
 * What is drawn, slot by slot: the frame's split (its <style>, its classes) and the early-tap marks
 * draw nothing, and antd's Dropdown only adds a class to 'Ещё'.
 */
const drawn = (html: string) =>
  html
    .replace(/<style>.*?<\/style>/, '')
    .replaceAll(/ class="[^"]*"/g, '')
    .replaceAll(/ data-(?:early-tap|nav-slot)="[^"]*"/g, '');

describe('FrameNav', () => {
  // The frame draws it before antd; SideNav then takes its place: nothing may move.
  it.each(['vertical', 'horizontal'] as const)(
    '%s: draws the slots exactly as SideNav does before measuring',
    (orientation: NavOrientation) => {
      const props = { items, activeKey: 'billing', orientation };
      const frame = renderToStaticMarkup(<FrameNav {...props} />);
      const live = renderToStaticMarkup(<SideNav {...props} onNavigate={() => {}} onExit={() => {}} />);
      // The rail's 'Ещё' is in the frame too, hidden until the window is too short for the items.
      const withoutRailMore =
        orientation === 'vertical'
          ? drawn(frame).replace(/<li style="flex:none"><button type="button" aria-haspopup.*?<\/button><\/li>/, '')
          : drawn(frame);
      expect(withoutRailMore).toBe(drawn(live));
      expect(frame).toContain('aria-current="page"');
    },
  );

  it('keeps a tap on its links for the router only in the server’s frame', () => {
    const server = renderToStaticMarkup(<FrameNav items={items} orientation="horizontal" early />);
    const browser = renderToStaticMarkup(<FrameNav items={items} orientation="horizontal" onNavigate={() => {}} />);
    expect(server.match(/<a [^>]*data-early-tap=""/g)).toHaveLength(3);
    expect(browser).not.toMatch(/<a [^>]*data-early-tap/);
  });

  it('navigates with the router in the browser, and keeps a tap on «Ещё» or «Выход» for antd’s navigation', () => {
    const onNavigate = vi.fn();
    const onEarlyTap = vi.fn();
    render(<FrameNav items={items} orientation="vertical" onNavigate={onNavigate} onEarlyTap={onEarlyTap} />);
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Обращения' }));
    expect(onNavigate).toHaveBeenCalledWith('/resident/7/appeals');
    fireEvent.click(within(nav).getByRole('button', { name: 'Выход' }));
    expect(onEarlyTap).toHaveBeenCalledTimes(1);
    expect(within(nav).getByRole('button', { name: 'Выход' })).toHaveAttribute('data-early-tap', '');
  });
});

describe('SideNav takes a tap kept before it had loaded', () => {
  function kept(slot: 'exit' | 'more') {
    const control = document.createElement('button');
    control.setAttribute('data-nav-slot', slot);
    (window as Queue).__earlyTaps = [control];
  }

  it('«Выход»: the confirmation is asked for, once', () => {
    kept('exit');
    fakeLayout('nav > ul', () => ({ width: 240, height: 1000 }));
    const onExit = vi.fn();
    const { rerender } = render(<SideNav items={items} orientation="vertical" onNavigate={() => {}} onExit={onExit} />);
    rerender(<SideNav items={items} orientation="vertical" onNavigate={() => {}} onExit={onExit} />);
    expect(onExit).toHaveBeenCalledTimes(1);
    expect((window as Queue).__earlyTaps).toEqual([]);
  });

  it('«Ещё»: its menu opens', async () => {
    kept('more');
    fakeLayout('nav > ul', () => ({ width: 390, height: 60 }));
    render(<SideNav items={items} orientation="horizontal" onNavigate={() => {}} onExit={() => {}} />);
    await act(async () => {});
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Выход' })).toBeInTheDocument();
  });

  it('nothing without a kept tap', () => {
    const onExit = vi.fn();
    render(<SideNav items={items} orientation="vertical" onNavigate={() => {}} onExit={onExit} />);
    expect(onExit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
