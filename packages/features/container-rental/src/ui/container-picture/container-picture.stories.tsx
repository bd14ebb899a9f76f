import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTAINER_PICTURES } from '@resident/contract/limits';
import { ContainerPicture } from './container-picture';

const meta = {
  title: 'Features/ContainerRental/ContainerPicture',
  component: ContainerPicture,
  args: { picture: 'skip' },
} satisfies Meta<typeof ContainerPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every drawing the operator can pick for a type, with its text alternative. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {CONTAINER_PICTURES.map((picture) => (
        <figure key={picture} style={{ margin: 0 }}>
          <ContainerPicture picture={picture} width={120} />
          <figcaption style={{ fontSize: 12 }}>{picture}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

export const Skip: Story = {};
