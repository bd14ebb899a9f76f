import type { Meta, StoryObj } from '@storybook/react-vite';
import { changeObjectFacts } from '@resident/communication';
import { RequestSummary } from './request-summary';

const meta = {
  title: 'chats/RequestSummary',
  component: RequestSummary,
  args: {
    facts: changeObjectFacts({
      kind: 'absence',
      details: { kind: 'absence', periodStart: '2026-04-01', periodEnd: '2026-04-20' },
    }),
  },
} satisfies Meta<typeof RequestSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Absence: Story = {};
export const ObjectArea: Story = {
  args: {
    facts: changeObjectFacts({
      kind: 'object-area',
      details: { kind: 'object-area', objectId: 1, area: '56.15', changeDate: '2026-10-01' },
      objectAddress: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
    }),
  },
};
export const WrongCharge: Story = {
  args: {
    facts: changeObjectFacts({
      kind: 'wrong-charge',
      details: { kind: 'wrong-charge', month: '2026-03', description: 'Начисление за март пришло дважды' },
    }),
  },
};
