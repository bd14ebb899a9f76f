import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { SUB_PANEL_TEXTS, SubPanel, SubPanelProvider, SubPanelRegion, useSubPanel } from './sub-panel.tsx';

/** A layout as the portal's main layout wires it: a button, the region, and a page below. */
function Layout({
  page,
  initiallyOpen = false,
  onClose,
}: {
  page: React.ReactNode;
  initiallyOpen?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <SubPanelProvider
      id="sub-panel"
      open={open}
      onClose={() => {
        onClose?.();
        setOpen(false);
      }}
    >
      <button type="button" aria-expanded={open} aria-controls="sub-panel" onClick={() => setOpen((value) => !value)}>
        Фильтры
      </button>
      <SubPanelRegion />
      <main>{page}</main>
    </SubPanelProvider>
  );
}

function PeriodFilter() {
  const { open } = useSubPanel();
  return (
    <>
      <p>Страница платежей{open ? ' (фильтры открыты)' : ''}</p>
      <SubPanel>
        <label>
          С даты <input defaultValue="01.01.2026" />
        </label>
      </SubPanel>
    </>
  );
}

describe('SubPanel', () => {
  it('shows what the page puts into it inside the layout region, hidden until opened', async () => {
    render(<Layout page={<PeriodFilter />} />);
    // A hidden region has no accessible name yet; its id is what the button names.
    const region = document.getElementById('sub-panel');
    expect(region).not.toBeVisible();
    // The filter lives in the region, not where the page rendered it.
    expect(region).toContainElement(screen.getByLabelText('С даты', { selector: 'input' }));
    expect(screen.getByRole('main')).not.toContainElement(screen.getByLabelText('С даты', { selector: 'input' }));

    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    expect(screen.getByRole('region', { name: SUB_PANEL_TEXTS.label })).toBeVisible();
    expect(screen.getByText('Страница платежей (фильтры открыты)')).toBeInTheDocument();
  });

  it('closes with its close button, keeping what was typed', async () => {
    const onClose = vi.fn();
    render(<Layout page={<PeriodFilter />} initiallyOpen onClose={onClose} />);
    await userEvent.clear(screen.getByLabelText('С даты'));
    await userEvent.type(screen.getByLabelText('С даты'), '15.02.2026');
    await userEvent.click(screen.getByRole('button', { name: SUB_PANEL_TEXTS.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Фильтры' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    expect(screen.getByLabelText('С даты')).toHaveValue('15.02.2026');
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    render(<Layout page={<PeriodFilter />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    await userEvent.click(screen.getByLabelText('С даты'));
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('sub-panel')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Фильтры' })).toHaveFocus();
  });

  it('tells the layout whether the page puts anything into it, as the page mounts and leaves', () => {
    const onContentChange = vi.fn();
    const Page = ({ filters }: { filters: boolean }) => (
      <SubPanelProvider id="sub-panel" open={false} onClose={() => undefined} onContentChange={onContentChange}>
        <SubPanelRegion />
        <main>{filters ? <PeriodFilter /> : <p>Начисления</p>}</main>
      </SubPanelProvider>
    );
    const { rerender } = render(<Page filters={false} />);
    expect(onContentChange).toHaveBeenLastCalledWith(false);
    rerender(<Page filters />);
    expect(onContentChange).toHaveBeenLastCalledWith(true);
    rerender(<Page filters={false} />);
    expect(onContentChange).toHaveBeenLastCalledWith(false);
  });

  it('renders nothing outside a layout with a panel', () => {
    render(<PeriodFilter />);
    expect(screen.queryByLabelText('С даты')).toBeNull();
    expect(screen.getByText('Страница платежей')).toBeInTheDocument();
  });

  it('refuses a region without a provider, so a wiring mistake shows at once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SubPanelRegion />)).toThrow('SubPanelRegion must be inside a SubPanelProvider');
    vi.mocked(console.error).mockRestore();
  });

  it('has no serious accessibility violations when open', async () => {
    const { container } = render(<Layout page={<PeriodFilter />} initiallyOpen />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
