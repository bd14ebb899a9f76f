// The main layout's antd-drawn parts, loaded after the page has painted (see MainLayout). Each part
// brings antd's provider and App with it: the logout confirmation is a modal of its own App.
import { switchAccount, useAppDispatch, useGetAccountsQuery } from '@resident/api';
import { FeedbackScope } from '@resident/ui';
import { App } from 'antd';
import { useState, type ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { AccountSwitch, AppHeader, confirmLogout, SideNav, UserMenu } from '../../shell';
import { ThemedScope } from '../themed-scope';

type Exit = { onLogout: () => unknown };

export type HeaderPartProps = Omit<ComponentProps<typeof AppHeader>, 'userMenu'> & {
  userMenu: Omit<ComponentProps<typeof UserMenu>, 'onLogout'>;
} & Exit;

export type NavPartProps = Omit<ComponentProps<typeof SideNav>, 'onExit'> & Exit;

/** `confirmLogout` with this part's modal: 'Да' runs onLogout. */
function useExit(onLogout: () => unknown) {
  const { modal } = App.useApp();
  return () => confirmLogout(modal, onLogout);
}

/** The user menu's account switch: the whole portal moves to the chosen account (spec §4). */
function ConnectedAccountSwitch() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { message } = App.useApp();
  const accounts = useGetAccountsQuery();
  const [switching, setSwitching] = useState(false);
  const select = async (accountId: number) => {
    setSwitching(true);
    const result = await dispatch(switchAccount({ accountId, currentPath: `${location.pathname}${location.search}` }));
    setSwitching(false);
    if (switchAccount.rejected.match(result)) void message.error(result.payload ?? result.error.message);
  };
  return <AccountSwitch accounts={accounts.data ?? []} switching={switching} onSelect={(id) => void select(id)} />;
}

function Header({ userMenu, onLogout, ...header }: HeaderPartProps) {
  const exit = useExit(onLogout);
  return (
    <AppHeader
      {...header}
      userMenu={<UserMenu {...userMenu} accountSwitch={<ConnectedAccountSwitch />} onLogout={exit} />}
    />
  );
}

function Nav({ onLogout, ...nav }: NavPartProps) {
  const exit = useExit(onLogout);
  // The items come from MainLayout, which draws them before antd too (FrameNav).
  return <SideNav {...nav} onExit={exit} />;
}

export function HeaderPart(props: HeaderPartProps) {
  return (
    <ThemedScope>
      <FeedbackScope>
        <Header {...props} />
      </FeedbackScope>
    </ThemedScope>
  );
}

export function NavPart(props: NavPartProps) {
  return (
    <ThemedScope>
      <FeedbackScope style={{ height: '100%' }}>
        <Nav {...props} />
      </FeedbackScope>
    </ThemedScope>
  );
}
