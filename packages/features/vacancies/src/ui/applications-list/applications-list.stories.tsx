import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPLICATIONS } from '../../testing/fixtures';
import { ApplicationsList } from './applications-list';

const meta = {
  title: 'Features/Vacancies/ApplicationsList',
  component: ApplicationsList,
  args: { applications: APPLICATIONS, hrefOf: (id: number) => `/resident/501/vacancy?vacancy=${id}` },
  parameters: {
    router: { initialEntries: ['/resident/501/vacancy?tab=applications'], path: '/resident/:userId/vacancy' },
  },
} satisfies Meta<typeof ApplicationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStatuses: Story = {};
/** Every status the operator can set. */
export const AllStatuses: Story = {
  args: {
    applications: (['new', 'viewed', 'invited', 'hired', 'rejected'] as const).map((status, index) => ({
      ...APPLICATIONS[0]!,
      id: index + 1,
      status,
    })),
  },
};
export const Empty: Story = { args: { applications: [] } };
