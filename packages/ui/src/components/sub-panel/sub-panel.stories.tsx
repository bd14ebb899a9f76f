import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PlainButton } from '../plain-button/plain-button.tsx';
import { PlainInput } from '../plain-input/plain-input.tsx';
import { SubPanel, SubPanelProvider, SubPanelRegion } from './sub-panel.tsx';

/** The main layout's wiring in small: the header's filter button, the region, the page filling it. */
function Demo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <SubPanelProvider id="story-sub-panel" open={open} onClose={() => setOpen(false)}>
      <div style={{ display: 'flex', justifyContent: 'space-between', padding: 8, background: '#fff' }}>
        <strong>Счета и расчёты</strong>
        <PlainButton
          variant={open ? 'primary' : 'default'}
          aria-expanded={open}
          aria-controls="story-sub-panel"
          onClick={() => setOpen(!open)}
        >
          Фильтры
        </PlainButton>
      </div>
      <SubPanelRegion />
      <main style={{ padding: 16 }}>
        <p>Платежи за выбранный период.</p>
        <SubPanel>
          <label htmlFor="story-from">С</label>
          <PlainInput id="story-from" defaultValue="01.01.2026" style={{ width: 140 }} />
          <label htmlFor="story-to">по</label>
          <PlainInput id="story-to" defaultValue="31.03.2026" style={{ width: 140 }} />
        </SubPanel>
      </main>
    </SubPanelProvider>
  );
}

const meta = {
  title: 'ui/SubPanel',
  component: Demo,
  args: { initiallyOpen: true },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { initiallyOpen: false } };
