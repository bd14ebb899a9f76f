import type { Meta, StoryObj } from '@storybook/react-vite';
import { profileStore, PROFILE } from '../testing/story-store';
import { ProfilePage } from './profile-page';

const at = (tab?: string) => ({
  initialEntries: [`/resident/501/profile${tab ? `?tab=${tab}` : ''}`],
  path: '/resident/:userId/profile',
});

const meta = {
  title: 'Features/Profile/ProfilePage',
  component: ProfilePage,
  parameters: { store: profileStore(), router: at() },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalData: Story = {};
/** Empty fields say 'не заполнено' (spec §5). */
export const PersonalDataEmpty: Story = {
  parameters: {
    store: profileStore({ profile: { ...PROFILE, middleName: null, phone: null, inn: null, snils: null } }),
  },
};
export const Accounts: Story = { parameters: { router: at('accounts') } };
/** A user without a personal account: the linking form is the way in. */
export const NoAccountYet: Story = { parameters: { store: profileStore({ accounts: [] }), router: at('accounts') } };
export const Notifications: Story = { parameters: { router: at('notifications') } };
export const Security: Story = { parameters: { router: at('security') } };
export const Consents: Story = { parameters: { router: at('consents') } };
export const ConsentsBeforeThePortal: Story = {
  parameters: { store: profileStore({ profile: { ...PROFILE, consent: null } }), router: at('consents') },
};
export const LoadFailed: Story = { parameters: { store: profileStore({ failing: true }) } };
