import type { Meta, StoryObj } from '@storybook/react-vite';
import { App, Button, Typography } from 'antd';
import { useState } from 'react';
import { confirmLogout } from './confirm-logout.ts';

/** What the shell does with it: the exit item opens the question, 'Да' logs out. */
function LogoutConfirmDemo({ slow }: { slow: boolean }) {
  const { modal } = App.useApp();
  const [result, setResult] = useState('');
  const logout = () =>
    slow
      ? new Promise<void>((resolve) => setTimeout(resolve, 1500)).then(() => setResult('Выход выполнен'))
      : setResult('Выход выполнен');
  const onClick = () => {
    setResult('');
    void confirmLogout(modal, logout).then(
      (confirmed) => {
        if (!confirmed) setResult('Остались в кабинете');
      },
      () => setResult('Не удалось выйти'),
    );
  };
  return (
    <>
      <Button onClick={onClick}>Выход</Button>
      <Typography.Paragraph role="status" style={{ marginTop: 16 }}>
        {result}
      </Typography.Paragraph>
    </>
  );
}

const meta = {
  title: 'Portal/Shell/LogoutConfirm',
  component: LogoutConfirmDemo,
  args: { slow: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выход' }));
  },
} satisfies Meta<typeof LogoutConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: 'Да' (danger) logs out, 'Нет' keeps the resident in. */
export const Open: Story = {};

/** The logout request takes a while: 'Да' shows a spinner until it is done. */
export const SlowLogout: Story = { args: { slow: true } };
