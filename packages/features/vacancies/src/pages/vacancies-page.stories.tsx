import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPLICATIONS, LIST, storyStore, USER } from '../testing/fixtures';
import { VacanciesPage } from './vacancies-page';

const path = '/resident/:userId/vacancy';
const at = (search = '') => ({ initialEntries: [`/resident/501/vacancy${search}`], path });

const meta = {
  title: 'Features/Vacancies/VacanciesPage',
  component: VacanciesPage,
  parameters: { store: storyStore({ applications: APPLICATIONS }), router: at() },
} satisfies Meta<typeof VacanciesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list with its filters. */
export const List: Story = {};
/** Filters that match nothing. */
export const NothingFound: Story = {
  parameters: { store: storyStore({ list: { ...LIST, vacancies: [] } }), router: at('?city=Кимры&schedule=rotation') },
};
/** A vacancy's page with «Откликнуться». */
export const Vacancy: Story = { parameters: { router: at('?vacancy=3') } };
/** A vacancy the resident applied to: its status instead of the button. */
export const VacancyApplied: Story = { parameters: { router: at('?vacancy=1') } };
/** A vacancy that was closed meanwhile. */
export const VacancyClosed: Story = { parameters: { router: at('?vacancy=99') } };
/** «Мои отклики» with their statuses. */
export const Applications: Story = { parameters: { router: at('?tab=applications') } };
export const NoApplications: Story = {
  parameters: { store: storyStore({ applications: [] }), router: at('?tab=applications') },
};
/** A resident without a personal account (reduced route set) sees vacancies too. */
export const WithoutPersonalAccount: Story = {
  parameters: {
    store: storyStore(
      {},
      { ...USER, withoutPersonalAccount: true, numberPersonalAccount: '', contragentId: null as unknown as number },
    ),
  },
};
export const Loading: Story = { parameters: { store: storyStore('loading') } };
export const LoadFailed: Story = { parameters: { store: storyStore({ failing: true }) } };
