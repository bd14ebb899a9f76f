import {
  AuditOutlined,
  CreditCardOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  HomeOutlined,
  MessageOutlined,
  RestOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  TruckOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MenuIconName } from '@resident/routes';
import type { ComponentType } from 'react';

/** What each manifest icon name looks like: here, so the icons load with the main layout only. */
export const MENU_ICON_COMPONENTS: Record<MenuIconName, ComponentType> = {
  home: HomeOutlined,
  user: UserOutlined,
  wallet: WalletOutlined,
  // A map pin: objects are addresses shown on a map; the house is the main screen's.
  environment: EnvironmentOutlined,
  audit: AuditOutlined,
  safety: SafetyOutlined,
  message: MessageOutlined,
  solution: SolutionOutlined,
  'credit-card': CreditCardOutlined,
  truck: TruckOutlined,
  rest: RestOutlined,
  schedule: ScheduleOutlined,
  gift: GiftOutlined,
};
