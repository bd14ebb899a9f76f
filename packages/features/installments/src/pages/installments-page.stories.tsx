import { paths } from '@resident/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY, NO_DEBT, PENDING, REFUSED, SMALL_DEBT, storyStore } from '../testing/fixtures';
import { InstallmentsPage } from './installments-page';

const meta = {
  title: 'installments/InstallmentsPage',
  component: InstallmentsPage,
  parameters: {
    store: storyStore(),
    router: { initialEntries: [paths.installments.getHref(11)], path: paths.installments.pattern },
  },
} satisfies Meta<typeof InstallmentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An agreement with one payment paid, one overdue and two due, «Оплатить платёж» on the unpaid ones;
 * no form while the agreement covers the debt.
 */
export const WithAgreement: Story = {};
export const Empty: Story = { parameters: { store: storyStore({ installments: EMPTY }) } };
/** A debt under 3 000 ₽: no form, the page says why. */
export const SmallDebt: Story = { parameters: { store: storyStore({ installments: SMALL_DEBT }) } };
export const NoDebt: Story = { parameters: { store: storyStore({ installments: NO_DEBT }) } };
export const Pending: Story = { parameters: { store: storyStore({ installments: PENDING }) } };
export const Refused: Story = { parameters: { store: storyStore({ installments: REFUSED }) } };
/** The operator API refuses the application (here: one is already waiting). */
export const ServerRefusal: Story = {
  parameters: {
    store: storyStore({
      installments: EMPTY,
      apply: {
        status: 409,
        body: {
          details: [
            {
              code: 'INSTALLMENT_PENDING',
              message: 'Заявка на рассрочку уже отправлена и ждёт решения. Новую можно подать после ответа',
            },
          ],
        },
      },
    }),
  },
};
export const Loading: Story = { parameters: { store: storyStore({ delay: Infinity }) } };
export const LoadFailed: Story = {
  parameters: { store: storyStore({ status: 500, body: { message: 'Internal_error_title' } }) },
};
export const Unavailable: Story = {
  parameters: {
    store: storyStore({
      status: 403,
      body: {
        details: [
          { code: 'INSTALLMENTS_UNAVAILABLE', message: 'Реестр рассрочек недоступен для этого лицевого счёта' },
        ],
      },
    }),
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone375' } } };
export const PhonePending: Story = { ...Pending, globals: { viewport: { value: 'phone375' } } };
