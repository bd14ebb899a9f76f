import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../test-utils/axe.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { COOKIE_BANNER_TEXTS } from './cookie-banner-texts.ts';

function renderBanner(open = true) {
  const onAccept = vi.fn();
  const onReject = vi.fn();
  const view = render(
    <>
      <main>Содержимое страницы</main>
      <CookieBanner open={open} onAccept={onAccept} onReject={onReject} />
    </>,
  );
  return { ...view, onAccept, onReject };
}

const banner = () => screen.getByRole('dialog', { name: 'Соглашение об использовании файлов cookie' });

describe('CookieBanner', () => {
  it('is a titled, non-modal bar fixed to the bottom', () => {
    renderBanner();
    expect(banner()).toHaveAttribute('aria-modal', 'false');
    expect(banner()).toHaveStyle({ position: 'fixed', bottom: '0px' });
    expect(
      within(banner()).getByRole('heading', { name: 'Соглашение об использовании файлов cookie' }),
    ).toBeInTheDocument();
  });

  it('does not take the focus or hide the page', () => {
    renderBanner();
    expect(banner()).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('main')).toHaveTextContent('Содержимое страницы');
  });

  it('renders nothing when closed', () => {
    renderBanner(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts with the short text and a link to the policy', () => {
    renderBanner();
    expect(banner()).toHaveTextContent(COOKIE_BANNER_TEXTS.shortBefore);
    expect(within(banner()).queryByRole('heading', { name: 'Реклама' })).toBeNull();
  });

  it('swaps the short text for the full policy once the link is used, and moves focus there', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(within(banner()).getByRole('button', { name: 'политикой использования файлов cookie' }));
    for (const section of [
      'Какие файлы cookie мы используем',
      'Как управлять файлами cookie',
      'Сколько хранятся файлы cookie',
      'Реклама',
      'Третьи лица',
    ]) {
      expect(within(banner()).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(banner()).not.toHaveTextContent(COOKIE_BANNER_TEXTS.shortBefore);
    expect(within(banner()).queryByRole('button', { name: 'политикой использования файлов cookie' })).toBeNull();
    expect(document.activeElement).toHaveTextContent('Реклама');
  });

  it('accepts with "Принять и продолжить"', async () => {
    const user = userEvent.setup();
    const { onAccept, onReject } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Принять и продолжить' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
  });

  it('rejects with "Отклонить"', async () => {
    const user = userEvent.setup();
    const { onAccept, onReject } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('has no serious accessibility violations, short and full', async () => {
    const user = userEvent.setup();
    const { container } = renderBanner();
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(within(banner()).getByRole('button', { name: 'политикой использования файлов cookie' }));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
