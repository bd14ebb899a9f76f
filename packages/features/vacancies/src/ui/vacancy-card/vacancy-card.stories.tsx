import type { Meta, StoryObj } from '@storybook/react-vite';
import { VACANCIES } from '../../testing/fixtures';
import { VacancyCard } from './vacancy-card';

const meta = {
  title: 'Features/Vacancies/VacancyCard',
  component: VacancyCard,
  args: { vacancy: VACANCIES[1]!, href: '/resident/501/vacancy?vacancy=1' },
  parameters: { router: { initialEntries: ['/resident/501/vacancy'], path: '/resident/:userId/vacancy' } },
} satisfies Meta<typeof VacancyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A salary range, a district. */
export const Range: Story = {};
/** «от» a salary, no district. */
export const From: Story = { args: { vacancy: VACANCIES[2]! } };
