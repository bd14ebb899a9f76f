import type { Meta, StoryObj } from '@storybook/react-vite';
import { OBJECTS } from '../../testing/fixtures';
import { ChangeRequestForm } from './change-request-form';

const meta = {
  title: 'Features/Objects/ChangeRequestForm',
  component: ChangeRequestForm,
  args: { object: OBJECTS[0]!, onSubmit: async () => true },
} satisfies Meta<typeof ChangeRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Residents: Story = {};
export const Area: Story = { args: { initialValues: { field: 'area', area: '56.15' } } };
export const Type: Story = { args: { initialValues: { field: 'type' } } };
/** The operator API refused it: the reason above the form, everything typed kept. */
export const Refused: Story = {
  args: { initialValues: { field: 'area', area: '56.15' }, error: 'Не определен ГАР объекта недвижимости' },
};
