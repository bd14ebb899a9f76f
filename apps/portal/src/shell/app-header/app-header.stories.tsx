import { defaultBrand } from '@resident/branding';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { UserMenu } from '../user-menu/user-menu.tsx';
import { AppHeader } from './app-header.tsx';

const logo = { src: defaultBrand.assets.logo.small, alt: defaultBrand.assets.logo.alt };
const now = new Date('2026-05-01T15:00:00.000Z');
const tasks = {
  chats: [{ id: 1, content: 'Перерасчёт за март выполнен.', created: '2026-05-01T14:20:00.000Z' }],
  changeObjects: [],
  now,
  onOpenChat: () => {},
  onOpenRecalculation: () => {},
};
const userMenu = (compact = false) => (
  <UserMenu
    accountNumber="5400123456"
    fullName="Иванова Мария Петровна"
    notificationCount={1}
    tasks={tasks}
    onBellClick={() => {}}
    onLogout={() => {}}
    compact={compact}
  />
);
const billingTabs = [
  { key: 'charges', label: 'Начисления' },
  { key: 'payments', label: 'Платежи' },
  { key: 'receipts', label: 'Квитанции' },
  { key: 'statement', label: 'Акт сверки' },
  { key: 'history', label: 'История оплат' },
];

const meta = {
  title: 'Portal/Shell/AppHeader',
  component: AppHeader,
  args: { title: 'Главный экран', logo, userMenu: userMenu() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {};

/** Route meta backButton, e.g. a chat or the insurance flow. */
export const WithBackButton: Story = { args: { title: 'Страхование', backButton: true, onBack: () => {} } };

export const WithTabs: Story = {
  args: { title: 'Счета и расчёты', tabs: billingTabs, activeTab: 'charges', onTabChange: () => {} },
};

export const WithFilter: Story = {
  args: { title: 'Обращения', showFilter: true, filterOpen: false, onFilterClick: () => {} },
};

export const WithFilterOpen: Story = {
  args: { title: 'Обращения', showFilter: true, filterOpen: true, onFilterClick: () => {} },
};

export const LongTitle: Story = { args: { title: 'Судебно-претензионная работа и исковые заявления' } };

/** A 375 px phone: compact user menu, the tabs strip scrolls sideways. */
export const Phone: Story = {
  args: {
    title: 'Счета и расчёты',
    tabs: billingTabs,
    activeTab: 'payments',
    showFilter: true,
    userMenu: userMenu(true),
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

export const PhoneWithBackButton: Story = {
  args: { title: 'Чат по обращению', backButton: true, userMenu: userMenu(true) },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

/** Tabs and the filter button wired to state, as the shell does. */
export const Interactive: Story = {
  args: { title: 'Счета и расчёты', tabs: billingTabs, showFilter: true },
  render: function Render(args) {
    const [activeTab, setActiveTab] = useState('charges');
    const [filterOpen, setFilterOpen] = useState(false);
    return (
      <>
        <AppHeader
          {...args}
          activeTab={activeTab}
          onTabChange={setActiveTab}
          filterOpen={filterOpen}
          onFilterClick={() => setFilterOpen((open) => !open)}
          filterPanelId="story-filter-panel"
        />
        <div id="story-filter-panel" hidden={!filterOpen} style={{ padding: 16 }}>
          Панель фильтров
        </div>
        <p style={{ padding: 16 }}>Вкладка: {billingTabs.find((tab) => tab.key === activeTab)?.label}</p>
      </>
    );
  },
};
