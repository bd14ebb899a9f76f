import {
  AppstoreOutlined,
  BankOutlined,
  CarOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileProtectOutlined,
  GiftOutlined,
  InboxOutlined,
  MessageOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { SideNav } from './side-nav.tsx';
import type { NavItem } from './split-nav-items.ts';

const item = (key: string, name: string, shortName: string, icon: ReactNode): NavItem => ({
  key,
  name,
  shortName,
  icon,
  href: `/resident/1042/${key}`,
});

// The spec §2 order with every flag on.
const allItems: NavItem[] = [
  item('dashboard', 'Главный экран', 'главный', <DashboardOutlined />),
  item('profile', 'Профиль', 'профиль', <UserOutlined />),
  item('billing', 'Счета и расчёты', 'счета', <CreditCardOutlined />),
  item('objects', 'Объекты', 'объекты', <EnvironmentOutlined />),
  item('litigation', 'Судебно-претензионная работа', 'суд. работа', <BankOutlined />),
  item('insurance', 'Страхование', 'страхование', <SafetyOutlined />),
  item('appeals', 'Обращения', 'обращения', <MessageOutlined />),
  item('vacancy', 'Вакансии', 'вакансии', <FileProtectOutlined />),
  item('service-pay', 'Оплата услуг', 'оплата услуг', <AppstoreOutlined />),
  item('waste-removal', 'Индивидуальный вывоз', 'вывоз', <CarOutlined />),
  item('container-rental', 'Аренда контейнеров', 'аренда контейнеров', <InboxOutlined />),
  item('installments', 'Реестр рассрочек', 'реестр рассрочек', <ScheduleOutlined />),
  item('prizes', 'Призы', 'призы', <GiftOutlined />),
];

/** A rail of the given height, as the main layout's sider gives it. */
const rail =
  (height: number): Decorator =>
  (Story) => (
    <div style={{ width: 240, height, outline: '1px dashed #bbb' }}>
      <Story />
    </div>
  );

/** A bottom bar fixed to the bottom of the window, as on a phone or a tablet. */
const bottomBar: Decorator = (Story) => (
  <div style={{ position: 'fixed', insetInline: 0, bottom: 0, boxShadow: '0 -1px 0 #eee' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Portal/Shell/SideNav',
  component: SideNav,
  args: {
    items: allItems,
    activeKey: 'dashboard',
    orientation: 'vertical',
    onNavigate: () => {},
    onExit: () => {},
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop window: 13 items + exit need 14 × 60 px. */
export const VerticalAllFit: Story = { decorators: [rail(860)] };

/** A laptop window: the rest goes into 'Ещё'; resize the window to see the split change. */
export const VerticalOverflow: Story = { decorators: [rail(480)] };

/** The current page is in the overflow menu: 'Ещё' is highlighted. */
export const VerticalActiveInOverflow: Story = { args: { activeKey: 'prizes' }, decorators: [rail(480)] };

/** The reduced route set of a user without a personal account. */
export const VerticalFewItems: Story = {
  args: {
    items: allItems.filter((entry) =>
      ['profile', 'insurance', 'appeals', 'vacancy', 'container-rental'].includes(entry.key),
    ),
    activeKey: 'profile',
  },
  decorators: [rail(600)],
};

/** A 375 px phone: 5 short names and 'Ещё', which also holds 'Выход'. */
export const HorizontalPhone: Story = {
  args: { orientation: 'horizontal' },
  decorators: [bottomBar],
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

/** A tablet: more items fit; 'Ещё' still holds the exit. */
export const HorizontalTablet: Story = {
  args: { orientation: 'horizontal', activeKey: 'appeals' },
  decorators: [bottomBar],
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** Clicks move the highlight, as the shell's router would. */
export const Interactive: Story = {
  decorators: [rail(520)],
  render: function Render(args) {
    const [activeKey, setActiveKey] = useState(args.activeKey);
    return (
      <SideNav
        {...args}
        activeKey={activeKey}
        onNavigate={(href) => setActiveKey(allItems.find((entry) => entry.href === href)?.key)}
      />
    );
  },
};
