export { ACCOUNT_SWITCH_TEXTS, AccountSwitch, type AccountSwitchProps } from './account-switch.tsx';
