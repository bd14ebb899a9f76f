export { confirmLogout, LOGOUT_CONFIRM_TEXTS, type ModalApi } from './confirm-logout.ts';
