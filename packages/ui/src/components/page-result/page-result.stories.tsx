import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageResult } from './page-result.tsx';

const meta = {
  title: 'ui/PageResult',
  component: PageResult,
} satisfies Meta<typeof PageResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    status: '404',
    title: 'Страница не найдена',
    subtitle: 'Возможно, она была удалена или адрес введен с ошибкой.',
    action: { label: 'На главную', onClick: () => {} },
  },
};

export const ServiceUnavailable: Story = {
  args: {
    status: '500',
    title: 'Сервис временно недоступен',
    subtitle: 'Мы уже работаем над этим. Попробуйте зайти немного позже.',
    action: { label: 'Обновить страницу', onClick: () => {} },
  },
};

export const InDevelopment: Story = {
  args: {
    status: 'info',
    title: 'Раздел в разработке',
    subtitle: 'Скоро здесь появится новая возможность.',
    action: { label: 'Вернуться назад', onClick: () => {} },
  },
};
