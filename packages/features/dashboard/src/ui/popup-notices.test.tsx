import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { POPUP_TEXTS, PopupNotices } from './popup-notices';

const popups = [{ id: 7, title: 'Новый тариф', text: 'С 1 июля меняется тариф.' }];

describe('PopupNotices', () => {
  it('hides a notice through the operator API and says it will not come back', async () => {
    const onHide = vi.fn(() => Promise.resolve(true));
    render(<PopupNotices popups={popups} onHide={onHide} />);
    const notice = screen.getByRole('region', { name: 'Новый тариф' });
    expect(notice).toHaveTextContent('С 1 июля меняется тариф.');
    await userEvent.setup().click(screen.getByRole('button', { name: POPUP_TEXTS.hide }));
    expect(onHide).toHaveBeenCalledWith(7);
    expect(await screen.findByRole('status')).toHaveTextContent(POPUP_TEXTS.hidden);
  });

  it('says nothing when the operator API refused', async () => {
    render(<PopupNotices popups={popups} onHide={() => Promise.resolve(false)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: POPUP_TEXTS.hide }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
