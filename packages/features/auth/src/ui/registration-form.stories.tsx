import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_REGISTRATION, RegistrationForm } from './registration-form';

const CONSENT = {
  version: '2026-11',
  title: 'Согласие на обработку персональных данных',
  text: 'Я даю ООО «Региональный оператор» согласие на обработку моих персональных данных… Согласие действует до его отзыва.',
};

const filled = {
  ...EMPTY_REGISTRATION,
  lastName: 'Смирнова',
  firstName: 'Анна',
  email: 'anna@mail.ru',
  password: 'Лес2026пароль',
  repeat: 'Лес2026пароль',
  consent: true,
};

const meta = {
  title: 'Features/Auth/RegistrationForm',
  component: RegistrationForm,
  args: { consent: CONSENT, onSubmit: () => {}, onRetryProof: () => {}, submitting: false, proof: { status: 'ready' } },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The password rules tick as the password is typed. */
export const PartlyTypedPassword: Story = {
  args: { initialValues: { ...EMPTY_REGISTRATION, email: 'anna@mail.ru', password: 'лес' } },
};
export const Filled: Story = { args: { initialValues: filled } };
export const AddressTaken: Story = {
  args: { initialValues: filled, error: 'Пользователь с таким email уже зарегистрирован' },
};
export const ConsentTextLoading: Story = { args: { consent: undefined } };
export const ConsentTextFailed: Story = {
  args: {
    consent: undefined,
    consentError: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз',
  },
};
export const Submitting: Story = { args: { initialValues: filled, submitting: true } };
