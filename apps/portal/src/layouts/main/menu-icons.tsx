import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import RestOutlined from '@ant-design/icons-svg/es/asn/RestOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TruckOutlined from '@ant-design/icons-svg/es/asn/TruckOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { MenuIconName } from '@resident/routes';

/**
 * What each manifest icon name looks like: antd's icons as SVG data, drawn by the plain kit's
 * PlainIcon. The signed-in frame draws the navigation before antd (and @ant-design/icons' context
 * and style injector) has loaded, and the live navigation draws the very same markup.
 */
export const MENU_ICONS: Record<MenuIconName, IconDefinition> = {
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
