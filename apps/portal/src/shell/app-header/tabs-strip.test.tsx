import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../test-utils/axe.ts';
import { APP_HEADER_TEXTS } from './app-header-texts.ts';
import { TabsStrip } from './tabs-strip.tsx';

const tabs = [
  { key: 'personal', label: 'Личные данные' },
  { key: 'accounts', label: 'Лицевые счета' },
  { key: 'notifications', label: 'Уведомления' },
  { key: 'security', label: 'Безопасность' },
  { key: 'consents', label: 'Согласия' },
];

/** jsdom lays nothing out: the strip's scroller is given a phone's widths (390 px of a 578 px row). */
function layOut({ clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  const scrollBy = vi.fn();
  HTMLElement.prototype.scrollBy = scrollBy;
  return scrollBy;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
});

describe('TabsStrip', () => {
  it('shows a cue at the edge that hides tabs, which scrolls the strip on', async () => {
    const scrollBy = layOut({ clientWidth: 390, scrollWidth: 578 });
    render(<TabsStrip tabs={tabs} activeKey="personal" />);
    await screen.findByRole('tab', { name: 'Согласия' });
    const more = await screen.findByTitle(APP_HEADER_TEXTS.tabsMore);
    // Nothing is hidden on the left yet.
    expect(screen.queryByTitle(APP_HEADER_TEXTS.tabsBack)).toBeNull();
    await userEvent.click(more);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: expect.any(Number) as number }));
    expect((scrollBy.mock.calls[0]![0] as ScrollToOptions).left).toBeGreaterThan(0);
  });

  it('has no cue when every tab fits', async () => {
    layOut({ clientWidth: 1000, scrollWidth: 1000 });
    render(<TabsStrip tabs={tabs} activeKey="personal" />);
    await screen.findByRole('tab', { name: 'Согласия' });
    await waitFor(() => expect(screen.queryByTitle(APP_HEADER_TEXTS.tabsMore)).toBeNull());
  });

  it('keeps the cues out of the tab order and the accessibility tree', async () => {
    layOut({ clientWidth: 390, scrollWidth: 578 });
    const { container } = render(<TabsStrip tabs={tabs} activeKey="personal" />);
    const more = await screen.findByTitle(APP_HEADER_TEXTS.tabsMore);
    expect(more).toHaveAttribute('tabindex', '-1');
    expect(more).toHaveAttribute('aria-hidden', 'true');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
