import type { Meta, StoryObj } from '@storybook/react-vite';
import { PopupNotices } from './popup-notices';

const meta = {
  title: 'Features/Dashboard/PopupNotices',
  component: PopupNotices,
  args: {
    popups: [
      {
        id: 1,
        title: 'Новый тариф с 1 июля',
        text: 'С 1 июля 2026 года изменяется тариф на услугу по обращению с ТКО.',
      },
      { id: 2, title: 'График вывоза в праздники', text: 'С 1 по 8 января вывоз идёт по субботнему графику.' },
    ],
    onHide: () => Promise.resolve(true),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PopupNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoNotices: Story = {};
/** The operator API refused: the notice stays (the shared handler shows why). */
export const HidingFails: Story = { args: { onHide: () => Promise.resolve(false) } };
