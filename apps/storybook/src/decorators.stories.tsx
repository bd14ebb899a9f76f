import { useGetBrandingQuery } from '@resident/api';
import { defaultBrand } from '@resident/branding';
import { PageResult } from '@resident/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spin } from 'antd';
import { useNavigate } from 'react-router';

function messageOf(error: unknown): string {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined;
  return typeof message === 'string' ? message : 'Непредвиденная ошибка системы';
}

/** A screen that needs both: it loads data through the store and navigates with the router. */
function BrandingProbe() {
  const { data, error, isLoading } = useGetBrandingQuery();
  const navigate = useNavigate();
  if (isLoading) return <Spin />;
  return (
    <PageResult
      status={error ? 'error' : 'success'}
      title={data ? data.company.shortName : 'Нет ответа сервера'}
      subtitle={data ? data.meta.title : messageOf(error)}
      action={{ label: 'Оплатить без входа', onClick: () => void navigate('/pay') }}
    />
  );
}

/**
 * How a feature story gets a store and a router: it sets `parameters.store` (mocked fetch, session
 * storage) and `parameters.router` (start URL, route pattern); see .storybook/decorators.tsx.
 */
const meta = {
  title: 'Storybook/Store and router',
  component: BrandingProbe,
  parameters: {
    router: { initialEntries: ['/login'], path: '/login' },
    store: {
      fetch: (request: Request) =>
        new URL(request.url).pathname.endsWith('/client/freeAccess/branding')
          ? Response.json(defaultBrand)
          : new Response(null, { status: 404 }),
    },
  },
} satisfies Meta<typeof BrandingProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadsAndNavigates: Story = {};

/** Without a fetch handler every call gets a 501 naming the URL. */
export const Unanswered: Story = { parameters: { store: true } };
