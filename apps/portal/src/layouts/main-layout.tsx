import { LogoutOutlined } from '@ant-design/icons';
import { logout, selectUser, useAppDispatch, useAppSelector } from '@resident/api';
import { useBrand } from '@resident/branding';
import { BrandLogo } from '@resident/ui';
import { App, Button, Flex, Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

export const MAIN_LAYOUT_TEXTS = {
  account: (number: string) => `Л/С ${number}`,
  accountMissing: 'Не определен',
  closed: '(закрыт)',
  anonymous: 'Пользователь',
  logout: 'Выйти из аккаунта',
  confirmTitle: 'Выход из приложения',
  confirmText: 'Вы действительно хотите выйти?',
  yes: 'Да',
  no: 'Нет',
} as const;

/** The main layout (spec §2): header and content. The side navigation joins with the shell issue. */
export function MainLayout() {
  const brand = useBrand();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();

  const confirmLogout = () =>
    modal.confirm({
      title: MAIN_LAYOUT_TEXTS.confirmTitle,
      content: MAIN_LAYOUT_TEXTS.confirmText,
      okText: MAIN_LAYOUT_TEXTS.yes,
      okButtonProps: { danger: true },
      cancelText: MAIN_LAYOUT_TEXTS.no,
      onOk: () => dispatch(logout()),
    });

  const account = user?.numberPersonalAccount
    ? MAIN_LAYOUT_TEXTS.account(user.numberPersonalAccount)
    : MAIN_LAYOUT_TEXTS.accountMissing;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', paddingInline: 16, height: 'auto', lineHeight: 1.4, paddingBlock: 8 }}>
        <Flex align="center" justify="space-between" gap={12} wrap>
          <BrandLogo src={brand.assets.logo.small} alt={brand.assets.logo.alt} variant="small" />
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong ellipsis>{user?.fullName || MAIN_LAYOUT_TEXTS.anonymous}</Typography.Text>
            <Typography.Text type="secondary">
              {account}
              {user?.isClosed ? ` ${MAIN_LAYOUT_TEXTS.closed}` : ''}
            </Typography.Text>
          </Flex>
          <Button icon={<LogoutOutlined />} onClick={confirmLogout}>
            {MAIN_LAYOUT_TEXTS.logout}
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <main>
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
      </Layout.Content>
    </Layout>
  );
}
