import {
  logout,
  selectInstallmentRegister,
  selectMarketplaceToken,
  selectSubMenuOpen,
  selectUser,
  subMenuClosed,
  subMenuToggled,
  useAppDispatch,
  useAppSelector,
} from '@resident/api';
import { paths, routeAccess, type AccessContext } from '@resident/routes';
import { useBrand } from '@resident/branding';
import { useLiveUpdates } from '@resident/communication';
import { keepEarlyTap, SubPanelProvider, takeEarlyTapMatching } from '@resident/ui';
import { startTransition, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { environmentFlags } from '../../app/access/feature-flags';
import { defaultEntry } from '../../app/access/route-access';
import { features } from '../../app/features';
import { FrameNav, NAV_SLOT } from '../../shell/side-nav/frame-nav';
import { useRuntimeConfig } from '../../app/runtime-config-context';
import { activeTabKey } from './active-tab';
import { headerFrame } from './header-frame';
import { HeaderPlaceholder } from './header-placeholder';
import { headerTitle } from './header-title';
import { MainFrame, SUB_PANEL_ID } from './main-frame';
import { activeItemKey, menuItems } from './menu-items';
import { writeNavCookie } from './nav-cookie';
import type * as ShellPartsModule from './shell-parts';
import { useHeaderTasks } from './use-header-tasks';
import { useRouteMeta } from './use-route-meta';
import { useWideScreen } from './use-wide-screen';

// The header and the navigation are drawn with antd, whose code is most of this layout's weight.
// They load beside the page and take their reserved boxes when they arrive, so a plain page (the
// dashboard) paints without waiting for them (design.md §4 LCP). The work is spread so that no
// single task blocks a tap for long (TBT budget): antd's core is evaluated on its own, then the
// header renders in a transition, then the navigation in another.
type ShellParts = typeof ShellPartsModule;

function useShellParts(): { parts?: ShellParts; navReady: boolean } {
  const [parts, setParts] = useState<ShellParts>();
  const [navReady, setNavReady] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    let live = true;
    import('../themed-scope')
      .then(() => import('./shell-parts'))
      .then(
        (loaded) => {
          if (live) startTransition(() => setParts(loaded));
        },
        (error: unknown) => {
          if (live) setFailure(error);
        },
      );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!parts || navReady) return;
    // A task of its own once the header has been committed.
    const timer = setTimeout(() => startTransition(() => setNavReady(true)));
    return () => clearTimeout(timer);
  }, [parts, navReady]);
  // A chunk that cannot load is the route error boundary's: it offers the reload (spec §8).
  if (failure) throw failure;
  return { parts, navReady };
}

/** The main layout of spec §2: header, left navigation (a bottom bar on phones) and content. */
export function MainLayout() {
  const user = useAppSelector(selectUser)!;
  const marketplaceToken = useAppSelector(selectMarketplaceToken);
  const installmentRegister = useAppSelector(selectInstallmentRegister);
  const subMenuOpen = useAppSelector(selectSubMenuOpen);
  const dispatch = useAppDispatch();
  const config = useRuntimeConfig();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const meta = useRouteMeta();
  const wide = useWideScreen();
  const tasks = useHeaderTasks();
  // The tab's one websocket, for every signed-in page: an operator's answer reaches the bell and
  // the tasks at once (they and any open list refetch on its events), not at the next poll. A
  // screen that mounts the hook too shares this connection.
  useLiveUpdates();
  const { parts, navReady } = useShellParts();
  const closeSubPanel = useCallback(() => dispatch(subMenuClosed()), [dispatch]);
  // Whether the page has put its part into the sub panel: billing's filters are the payments tab's,
  // and the other tabs have none, so there the filter button would open an empty panel.
  const [subPanelFilled, setSubPanelFilled] = useState(false);

  // The sub panel holds one page's filters: another page starts with it closed.
  useEffect(() => {
    dispatch(subMenuClosed());
  }, [dispatch, location.pathname]);
  // A tab without filters (same path, other query) starts with it closed too.
  useEffect(() => {
    if (!subPanelFilled) dispatch(subMenuClosed());
  }, [dispatch, subPanelFilled]);

  const access: AccessContext = useMemo(
    () => ({
      flags: environmentFlags(config.environment),
      user,
      hasMarketplaceToken: Boolean(marketplaceToken),
      installmentRegister,
    }),
    [config.environment, user, marketplaceToken, installmentRegister],
  );

  // The navigation's items, drawn from the first render (FrameNav) and then by antd's SideNav.
  const items = useMemo(() => menuItems(features, user, access), [user, access]);
  const itemKeys = items.map((item) => item.key).join(' ');
  // The next first response draws them in the frame (nav-cookie.ts).
  useEffect(() => writeNavCookie(itemKeys.split(' ')), [itemKeys]);
  // A link of the static server's frame tapped before this code ran: the router goes there now.
  const followKeptLink = useEffectEvent(() => {
    const kept = takeEarlyTapMatching(NAV_SLOT.link)?.getAttribute('data-nav-key');
    const item = items.find((candidate) => candidate.key === kept);
    if (item) void navigate(item.href);
  });
  // Once, when the layout first runs.
  useEffect(() => followKeptLink(), []);

  // Spec §4: a route whose feature is off (insurance) leads to the default entry.
  if (meta && routeAccess(meta, access) !== 'open') return <Navigate to={defaultEntry(user)} replace />;

  const onLogout = () => dispatch(logout());
  const tabs = meta?.tabs;
  const activeTab = activeTabKey(tabs, location);
  const logo = { src: brand.assets.logo.small, alt: brand.assets.logo.alt };
  // Spec §2: the filter button is for a page with a sub-header part; the route declares it, the
  // page's <SubPanel> being there confirms it.
  const hasSubPanel = Boolean(meta?.subHeader?.left) && subPanelFilled;
  const NavPart = navReady ? parts?.NavPart : undefined;
  const HeaderPart = parts?.HeaderPart;
  const activeKey = activeItemKey(items, location.pathname);
  const nav = NavPart && (
    <NavPart
      items={items}
      activeKey={activeKey}
      onNavigate={navigate}
      onLogout={onLogout}
      orientation={wide ? 'vertical' : 'horizontal'}
    />
  );
  // Until antd's navigation has loaded: the same slots without antd, as the server's frame drew them.
  const frameNav = (orientation: 'vertical' | 'horizontal') => (
    <FrameNav
      items={items}
      activeKey={activeKey}
      orientation={orientation}
      onNavigate={navigate}
      onEarlyTap={(event) => keepEarlyTap(event.currentTarget)}
    />
  );

  const header = HeaderPart ? (
    <HeaderPart
      title={headerTitle(meta, search)}
      logo={logo}
      backButton={meta?.backButton}
      onBack={() => navigate(-1)}
      tabs={tabs?.map(({ key, label }) => ({ key, label }))}
      activeTab={activeTab}
      onTabChange={(key) => {
        const tab = tabs?.find((t) => t.key === key);
        if (tab) navigate(`${tab.path.getHref(user.id)}${tab.search ?? ''}`);
      }}
      showFilter={hasSubPanel}
      filterOpen={hasSubPanel && subMenuOpen}
      onFilterClick={() => dispatch(subMenuToggled())}
      filterPanelId={SUB_PANEL_ID}
      onLogout={onLogout}
      userMenu={{
        accountNumber: user.numberPersonalAccount,
        isClosed: user.isClosed,
        fullName: user.fullName,
        notificationCount: tasks.notificationCount,
        onBellClick: () => navigate(paths.appeals.getHref(user.id)),
        compact: !wide,
        tasks: {
          chats: tasks.data?.chats ?? [],
          changeObjects: tasks.data?.changeObjects ?? [],
          now: new Date(),
          onOpenChat: (id) => navigate(paths.chat.getHref(user.id, id)),
          onOpenRecalculation: (id) => navigate(paths.chatRecalculation.getHref(user.id, id)),
        },
      }}
    />
  ) : (
    // What the static server's frame draws for this route too (src/prerender/render-frame.tsx).
    <HeaderPlaceholder {...headerFrame(meta, search, logo)} />
  );

  return (
    <SubPanelProvider
      id={SUB_PANEL_ID}
      open={hasSubPanel && subMenuOpen}
      onClose={closeSubPanel}
      onContentChange={setSubPanelFilled}
    >
      <MainFrame header={header} nav={nav} frameNav={frameNav} wide={wide}>
        <Suspense>
          <Outlet />
        </Suspense>
      </MainFrame>
    </SubPanelProvider>
  );
}
