/** What ordering and paying say: loaded with the order and pay panels, not with the list. */
export const ORDER_TEXTS = {
  orderTitle: 'Заказ вывоза',
  optionsLoading: 'Загружаем виды отходов и свободное время…',
  objectLabel: 'Объект',
  noObjects: 'К лицевому счёту не привязан ни один объект. Обратитесь к оператору, чтобы добавить его.',
  typeLabel: 'Вид отходов',
  perCubicMetre: (tariff: string) => `${tariff} за м³`,
  volumeLabel: 'Объём, м³',
  volumeHint: 'Например, 2.5. От 0.1 до 30 м³; меньше 1 м³ оплачивается как 1 м³.',
  slotLabel: 'Время вывоза',
  slotTaken: 'занято',
  noSlots: 'На ближайшие 14 дней свободного времени нет. Загляните позже — время освобождается, когда заказы отменяют.',
  commentLabel: 'Комментарий для водителя',
  commentHint: 'Необязательно: код домофона, где лежат отходы, как проехать.',
  pricePreview: 'Стоимость',
  priceFormula: (volume: string, tariff: string) => `${volume} м³ × ${tariff}`,
  pricePending: 'Выберите вид отходов и укажите объём — стоимость появится здесь.',
  submit: 'Оформить заказ',
  required: (what: string) => `Выберите ${what}`,

  payTitle: 'Оплата заказа',
  payMade: (id: number) => `Заказ № ${id} оформлен`,
  paySummary: 'Стоимость рассчитал оператор; заказ оплачивается одной суммой.',
  priceChanged: 'Стоимость пересчитана по действующему тарифу оператора.',
  paidResult: (amount: string) => `Оплачено ${amount}. Заказ принят — оператор запланирует вывоз и сообщит здесь.`,

  retry: 'Повторить',
} as const;
