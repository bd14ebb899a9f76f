import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { OBJECTS } from '../../testing/fixtures';
import { ObjectCard } from './object-card';

const meta = {
  title: 'Features/Objects/ObjectCard',
  component: ObjectCard,
  args: { object: OBJECTS[0]!, index: 0, userId: 501 },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ObjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With its history and a request under way. */
export const Flat: Story = {};
/** Not matched to ГАР: spec §8's text, and no change request. */
export const WithoutGar: Story = { args: { object: OBJECTS[1]!, index: 1 } };
