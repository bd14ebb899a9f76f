import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPLICATIONS, VACANCIES } from '../../testing/fixtures';
import { VacancyDetails } from './vacancy-details';

const meta = {
  title: 'Features/Vacancies/VacancyDetails',
  component: VacancyDetails,
  args: { vacancy: VACANCIES[1]!, onRespond: () => {} },
} satisfies Meta<typeof VacancyDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotApplied: Story = {};
/** Applied: the status instead of «Откликнуться». */
export const Applied: Story = { args: { application: APPLICATIONS[0]! } };
