import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space, Typography } from 'antd';
import { CookieBanner } from './cookie-banner.tsx';
import { CONSENT_KEY } from './cookie-consent.ts';
import { useCookieConsent } from './use-cookie-consent.ts';

const meta = {
  title: 'Portal/Shell/CookieBanner',
  component: CookieBanner,
  args: { open: true, onAccept: () => {}, onReject: () => {} },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Typography.Paragraph>Страница остаётся доступной под баннером.</Typography.Paragraph>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The short text with the policy link. */
export const Short: Story = {};

/** After the policy link: the full policy scrolls inside the bar, the buttons stay visible. */
export const FullPolicy: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'политикой использования файлов cookie' }));
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone375', isRotated: false } } };

export const PhoneFullPolicy: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: FullPolicy.play,
};

/** Closed: renders nothing. */
export const Closed: Story = { args: { open: false } };

/**
 * The real flow with this browser's localStorage: the banner appears 3 s after load unless an
 * answer holds; 'Забыть ответ' deletes it (then reload the story).
 */
export const WithConsentLogic: Story = {
  render: function Render() {
    const consent = useCookieConsent();
    return (
      <Space orientation="vertical">
        <Button onClick={() => localStorage.removeItem(CONSENT_KEY)}>Забыть ответ</Button>
        <CookieBanner {...consent} />
      </Space>
    );
  },
};
