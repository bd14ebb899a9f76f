import { LogoutOutlined } from '@ant-design/icons';
import { logout, useAppDispatch } from '@resident/api';
import { useBrand } from '@resident/branding';
import { BrandLogo } from '@resident/ui';
import { App, Button, Flex, Layout, Typography } from 'antd';
import { Outlet } from 'react-router';
import { confirmLogout } from '../shell/logout-confirm';

export const UNVERIFIED_LAYOUT_TEXTS = { title: 'Личный кабинет', exit: 'Выйти' } as const;

/** The 'unverified' layout of spec §2: a minimal header with a title and an exit button. */
export function UnverifiedLayout() {
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', paddingInline: 16, height: 64 }}>
        <Flex align="center" justify="space-between" gap={12} style={{ height: '100%' }}>
          <Flex align="center" gap={12}>
            <BrandLogo src={brand.assets.logo.small} alt={brand.assets.logo.alt} variant="small" />
            <Typography.Text strong>{UNVERIFIED_LAYOUT_TEXTS.title}</Typography.Text>
          </Flex>
          <Button icon={<LogoutOutlined />} onClick={() => confirmLogout(modal, () => dispatch(logout()))}>
            {UNVERIFIED_LAYOUT_TEXTS.exit}
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
