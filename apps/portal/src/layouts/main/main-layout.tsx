import {
  logout,
  paths,
  selectInstallmentRegister,
  selectMarketplaceToken,
  selectSubMenuOpen,
  selectUser,
  subMenuToggled,
  useAppDispatch,
  useAppSelector,
} from '@resident/api';
import { useBrand } from '@resident/branding';
import { App, Grid, Layout } from 'antd';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { environmentFlags } from '../../app/access/feature-flags';
import { defaultEntry, isRouteEnabled, type AccessContext } from '../../app/access/route-access';
import { features } from '../../app/features';
import { useRuntimeConfig } from '../../app/runtime-config-context';
import { AppHeader, confirmLogout, SideNav, UserMenu } from '../../shell';
import { headerTitle } from './header-title';
import { menuItems } from './menu-items';
import { useHeaderTasks } from './use-header-tasks';
import { useRouteMeta } from './use-route-meta';

const SUB_PANEL_ID = 'sub-panel';

/** The main layout of spec §2: header, left navigation (a bottom bar on phones) and content. */
export function MainLayout() {
  const user = useAppSelector(selectUser)!;
  const marketplaceToken = useAppSelector(selectMarketplaceToken);
  const installmentRegister = useAppSelector(selectInstallmentRegister);
  const subMenuOpen = useAppSelector(selectSubMenuOpen);
  const dispatch = useAppDispatch();
  const config = useRuntimeConfig();
  const brand = useBrand();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const meta = useRouteMeta();
  const wide = Grid.useBreakpoint().lg ?? true;
  const tasks = useHeaderTasks();

  const access: AccessContext = useMemo(
    () => ({ flags: environmentFlags(config.environment), user, hasMarketplaceToken: Boolean(marketplaceToken), installmentRegister }),
    [config.environment, user, marketplaceToken, installmentRegister],
  );
  // Recomputed when a flag changes, e.g. the instalment-register flag after switching accounts.
  const items = useMemo(() => menuItems(features, user, access), [user, access]);

  // Spec §4: a route whose feature is off (insurance) leads to the default entry.
  if (meta && !isRouteEnabled(meta, access)) return <Navigate to={defaultEntry(user)} replace />;

  const exit = () => confirmLogout(modal, () => dispatch(logout()));
  const activeKey = items.find((item) => location.pathname.startsWith(item.href))?.key;
  const tabs = meta?.tabs;
  const activeTab = tabs?.find((tab) => tab.search && location.search.includes(tab.search.slice(1)))?.key ?? tabs?.find((tab) => !tab.search)?.key;
  const nav = <SideNav items={items} activeKey={activeKey} onNavigate={navigate} onExit={exit} orientation={wide ? 'vertical' : 'horizontal'} />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && (
        <Layout.Sider width={232} theme="light" style={{ position: 'sticky', top: 0, height: '100vh' }}>
          {nav}
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader
          title={headerTitle(meta, search)}
          logo={{ src: brand.assets.logo.small, alt: brand.assets.logo.alt }}
          backButton={meta?.backButton}
          onBack={() => navigate(-1)}
          tabs={tabs?.map(({ key, label }) => ({ key, label }))}
          activeTab={activeTab}
          onTabChange={(key) => {
            const tab = tabs?.find((t) => t.key === key);
            if (tab) navigate(`${tab.path.getHref(user.id)}${tab.search ?? ''}`);
          }}
          showFilter={Boolean(meta?.subHeader?.left)}
          filterOpen={subMenuOpen}
          onFilterClick={() => dispatch(subMenuToggled())}
          filterPanelId={SUB_PANEL_ID}
          userMenu={
            <UserMenu
              accountNumber={user.numberPersonalAccount}
              isClosed={user.isClosed}
              fullName={user.fullName}
              notificationCount={tasks.notificationCount}
              onBellClick={() => navigate(paths.appeals.getHref(user.id))}
              onLogout={exit}
              compact={!wide}
              tasks={{
                chats: tasks.data?.chats ?? [],
                changeObjects: tasks.data?.changeObjects ?? [],
                now: new Date(),
                onOpenChat: (id) => navigate(paths.chat.getHref(user.id, id)),
                onOpenRecalculation: (id) => navigate(paths.chatRecalculation.getHref(user.id, id)),
              }}
            />
          }
        />
        <Layout.Content style={{ padding: 16, paddingBottom: wide ? 16 : 88 }}>
          {/* antd's Layout.Content is the page's <main> landmark. */}
          <Suspense>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {!wide && <div style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 10 }}>{nav}</div>}
    </Layout>
  );
}
