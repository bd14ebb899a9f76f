import { brandTheme } from '@resident/branding';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Button, Input, Result } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { AppProvider } from '../../components/app-provider/app-provider.tsx';
import { PageResult } from '../../components/page-result/page-result.tsx';
import { PlainButton } from '../../components/plain-button/plain-button.tsx';
import { PlainInput, PlainPasswordInput } from '../../components/plain-input/plain-input.tsx';
import { StatusAlert } from '../../components/status-alert/status-alert.tsx';
import { plainThemeVariables } from './apply-plain-theme.ts';

interface SideBySideProps {
  /** The brand's primary colour: both columns follow it. */
  colorPrimary: string;
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: '120px 1fr 1fr',
  gap: 16,
  alignItems: 'start',
  fontFamily: 'sans-serif',
};
const cell: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', minWidth: 0 };

function Row({ name, plain, antd }: { name: string; plain: ReactNode; antd: ReactNode }) {
  return (
    <>
      <strong>{name}</strong>
      <div style={cell}>{plain}</div>
      <div style={cell}>{antd}</div>
    </>
  );
}

/** Each control drawn by the plain kit (left) and by antd (right), in the same brand theme. */
function SideBySide({ colorPrimary }: SideBySideProps) {
  const theme = brandTheme({ theme: { colorPrimary } });
  return (
    <AppProvider theme={theme}>
      <div style={{ ...grid, ...(plainThemeVariables(theme) as CSSProperties) }}>
        <span />
        <strong>plain (first paint)</strong>
        <strong>antd</strong>
        <Row
          name="Button"
          plain={
            <>
              <PlainButton variant="primary">Войти</PlainButton>
              <PlainButton>Отклонить</PlainButton>
              <PlainButton variant="link">Подробнее</PlainButton>
              <PlainButton variant="primary" loading>
                Вход
              </PlainButton>
              <PlainButton disabled>Недоступно</PlainButton>
              <PlainButton variant="primary" size="large">
                Большая
              </PlainButton>
              <PlainButton size="small">Маленькая</PlainButton>
            </>
          }
          antd={
            <>
              <Button type="primary">Войти</Button>
              <Button>Отклонить</Button>
              <Button type="link">Подробнее</Button>
              <Button type="primary" loading>
                Вход
              </Button>
              <Button disabled>Недоступно</Button>
              <Button type="primary" size="large">
                Большая
              </Button>
              <Button size="small">Маленькая</Button>
            </>
          }
        />
        <Row
          name="Input"
          plain={
            <>
              <PlainInput aria-label="Логин (plain)" placeholder="Электронная почта" />
              <PlainInput aria-label="Логин с ошибкой (plain)" status="error" defaultValue="ivanov@" />
              <PlainPasswordInput aria-label="Пароль (plain)" size="large" defaultValue="secret" />
            </>
          }
          antd={
            <>
              <Input aria-label="Логин (antd)" placeholder="Электронная почта" />
              <Input aria-label="Логин с ошибкой (antd)" status="error" defaultValue="ivanov@" />
              <Input.Password aria-label="Пароль (antd)" size="large" defaultValue="secret" />
            </>
          }
        />
        <Row
          name="Alert"
          plain={
            <div style={{ display: 'grid', gap: 8, width: '100%' }}>
              {(['error', 'warning', 'info', 'success'] as const).map((type) => (
                <StatusAlert key={type} type={type}>
                  Сообщение типа {type}
                </StatusAlert>
              ))}
            </div>
          }
          antd={
            <div style={{ display: 'grid', gap: 8, width: '100%' }}>
              {(['error', 'warning', 'info', 'success'] as const).map((type) => (
                <Alert key={type} type={type} showIcon title={`Сообщение типа ${type}`} />
              ))}
            </div>
          }
        />
        <Row
          name="Result"
          plain={
            <PageResult
              status="warning"
              headingLevel={2}
              title="Сервис временно недоступен"
              subtitle="Попробуйте зайти немного позже."
              action={{ label: 'Обновить страницу' }}
            />
          }
          antd={
            <Result
              status="warning"
              title="Сервис временно недоступен"
              subTitle="Попробуйте зайти немного позже."
              extra={
                <Button type="primary" size="large">
                  Обновить страницу
                </Button>
              }
            />
          }
        />
      </div>
    </AppProvider>
  );
}

const meta = {
  title: 'ui/Plain and antd side by side',
  component: SideBySide,
  args: { colorPrimary: '#1890ff' },
  argTypes: { colorPrimary: { control: 'color' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SideBySide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default brand: the plain kit's values are antd's own (plain-tokens.test.ts). */
export const DefaultBrand: Story = {};

/** Another operator's colour: the plain shades are mixed in CSS, antd derives its own (see the ui README). */
export const GreenBrand: Story = { args: { colorPrimary: '#2e7d32' } };
