import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLACES } from '../../testing/fixtures';
import { VacancyFilters } from './vacancy-filters';

const meta = {
  title: 'Features/Vacancies/VacancyFilters',
  component: VacancyFilters,
  args: { places: PLACES, value: {}, onChange: () => {} },
} satisfies Meta<typeof VacancyFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilters: Story = {};
/** A city with districts chosen: the district select is enabled. */
export const CityAndDistrict: Story = {
  args: { value: { city: 'Тверь', district: 'Центральный район', schedule: 'full', salaryFrom: '40000' } },
};
