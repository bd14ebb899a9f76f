import type { App } from 'antd';

/** `App.useApp().modal`: the hook-based modal API, which renders inside the themed AppProvider. */
export type ModalApi = ReturnType<typeof App.useApp>['modal'];

/** Spec §2 "Logout confirmation"; e2e tests import them. */
export const LOGOUT_CONFIRM_TEXTS = {
  title: 'Выход из приложения',
  content: 'Вы действительно хотите выйти?',
  ok: 'Да',
  cancel: 'Нет',
} as const;

/**
 * Asks 'Вы действительно хотите выйти?' and runs `onConfirm` only on 'Да'. If `onConfirm` returns
 * a promise, 'Да' shows a spinner and the dialog stays until it settles (the revoke call).
 * Returns antd's modal handle; `.then(confirmed => …)` tells how it was answered.
 */
export function confirmLogout(modal: ModalApi, onConfirm: () => unknown) {
  return modal.confirm({
    title: LOGOUT_CONFIRM_TEXTS.title,
    content: LOGOUT_CONFIRM_TEXTS.content,
    okText: LOGOUT_CONFIRM_TEXTS.ok,
    cancelText: LOGOUT_CONFIRM_TEXTS.cancel,
    okButtonProps: { danger: true },
    // 'Нет' has the focus, so an Enter pressed by habit does not sign the resident out.
    focusable: { autoFocusButton: 'cancel' },
    onOk: onConfirm,
  });
}
