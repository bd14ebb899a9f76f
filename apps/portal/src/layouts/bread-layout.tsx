import { Layout } from 'antd';
import { Outlet } from 'react-router';

/** The 'bread' layout of spec §2: an empty aside and the main content. */
export function BreadLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={240} theme="light" breakpoint="lg" collapsedWidth={0} trigger={null} aria-hidden />
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
