export { GuestLayout, type GuestLayoutProps, type SupportContacts } from './guest-layout.tsx';
