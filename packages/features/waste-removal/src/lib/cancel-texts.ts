/** What asking before a cancel says: loaded with the question, not with the list. */
export const CANCEL_TEXTS = {
  cancelTitle: (id: number) => `Отменить заказ № ${id}?`,
  cancelUnpaid: 'Заказ ещё не оплачен — списывать нечего. Время вывоза освободится для других.',
  cancelRefund: (amount: string) =>
    `Вернём ${amount} на карту, с которой вы платили. Время вывоза освободится для других.`,
  cancelConfirm: 'Отменить заказ',
  cancelKeep: 'Не отменять',
} as const;
