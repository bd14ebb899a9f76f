export { FormDrawer, type FormDrawerProps } from './form-drawer.tsx';
