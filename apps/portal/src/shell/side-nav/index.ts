export { SideNav, type SideNavProps } from './side-nav.tsx';
export { SIDE_NAV_TEXTS } from './side-nav-texts.ts';
export {
  NAV_ITEM_PX,
  splitNavItems,
  type NavItem,
  type SplitNavOptions,
  type SplitNavResult,
} from './split-nav-items.ts';
export { useNavCapacity, type NavOrientation } from './use-nav-capacity.ts';
