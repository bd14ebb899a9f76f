import type { Meta, StoryObj } from '@storybook/react-vite';
import { GuestLayout } from '../guest-layout/guest-layout.tsx';
import { SectionInDevelopment } from './section-in-development.tsx';

const contacts = { supportPhone: '+7 (800) 000-00-00', supportEmail: 'help@regoperator.example' };

const meta = {
  title: 'ui/SectionInDevelopment',
  component: SectionInDevelopment,
  args: { title: 'Счета и расчёты', contacts },
} satisfies Meta<typeof SectionInDevelopment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in section: the default sentence points to the other sections in the menu. */
export const InMainLayout: Story = {};

/** Phone first: the text wraps at 375 px. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

export const WithoutContacts: Story = { args: { title: 'Призы', contacts: undefined } };

/** A guest page: inside the guest card, with its own sentence and a way to the login. */
export const GuestPage: Story = {
  args: {
    title: 'Регистрация',
    description:
      'Регистрация на сайте скоро станет доступна. Если у вас уже есть логин и пароль, войдите в личный кабинет.',
    action: { label: 'Войти в личный кабинет', onClick: () => {} },
  },
  render: (args) => (
    <GuestLayout logo={{ src: '/brand/logo.svg', alt: 'Регоператор — логотип' }}>
      <SectionInDevelopment {...args} />
    </GuestLayout>
  ),
  parameters: { layout: 'fullscreen' },
};
