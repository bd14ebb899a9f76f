/**
 * Individual waste removal: what a pickup may be and how its price is reckoned. The
 * operator API charges exactly `wastePickupPrice` of its own tariff; the portal previews the same
 * figure with the tariff the API listed, so what the resident sees before ordering is what is
 * charged. Volumes travel as cubic metres with at most two decimals (spec §5 number format) and are
 * kept as integer hundredths, so no price drifts.
 */

/** A pickup's life: made (the slot is held), paid, put on a route, done — or cancelled before its slot. */
export const WASTE_PICKUP_STATUSES = ['created', 'paid', 'scheduled', 'done', 'cancelled'] as const;
export type WastePickupStatus = (typeof WASTE_PICKUP_STATUSES)[number];

/** What the operator may set from its side (CLI, /api/admin). */
export const WASTE_OPERATOR_STATUSES = ['scheduled', 'done'] as const;
export type WasteOperatorStatus = (typeof WASTE_OPERATOR_STATUSES)[number];

/** Why a pickup was cancelled: by the resident, or its hold lapsed unpaid. */
export const WASTE_CANCEL_REASONS = ['resident', 'expired'] as const;
export type WasteCancelReason = (typeof WASTE_CANCEL_REASONS)[number];

/** Two collection windows per working day. */
export const WASTE_SLOT_PERIODS = ['morning', 'afternoon'] as const;
export type WasteSlotPeriod = (typeof WASTE_SLOT_PERIODS)[number];

export const WASTE_LIMITS = {
  /** Cubic metres a resident may order: a bag of leaves at least, one truck's body at most. */
  volumeMin: 0.1,
  volumeMax: 30,
  /** Less than this is charged as this: a truck comes out for a tenth of a cubic metre too. */
  billableMin: 1,
  /** Slots are offered for this many days ahead, from tomorrow. */
  slotDays: 14,
  /** Orders one slot takes (one crew per window). */
  slotCapacity: 1,
  /** A note for the crew: the gate code, where the pile is. */
  commentMax: 500,
} as const;

export const WASTE_TEXTS = {
  volumeRequired: 'Укажите объём',
  volumeFormat: 'Укажите объём числом, например 2.5',
  volumeRange: 'Объём — от 0.1 до 30 м³',
  commentTooLong: `Комментарий — не больше ${WASTE_LIMITS.commentMax} символов`,
  notAllowed: 'Индивидуальный вывоз не подключён для этого лицевого счёта',
  typeUnknown: 'Такого вида отходов нет в списке. Обновите страницу и выберите снова',
  slotUnavailable: 'Этого времени вывоза нет в расписании. Выберите время из списка',
  slotTaken: 'Это время вывоза уже заняли. Выберите другое — остальное в заказе сохранено',
  pickupNotFound: 'Заказ не найден',
  tooLateToCancel: 'Время вывоза уже началось — отменить заказ нельзя. Обратитесь к оператору',
  cannotCancel: 'Этот заказ уже нельзя отменить',
  paymentInProgress:
    'Оплата этого заказа ещё не завершена. Завершите или отмените её на странице банка, затем отмените заказ',
  notPaidYet: 'Заказ ещё не оплачен — запланировать вывоз нельзя',
  alreadyDone: 'Вывоз по этому заказу уже выполнен',
  cancelled: 'Заказ отменён',
  refundReason: 'Отмена заказа на вывоз отходов',
} as const;

export type VolumeProblem = 'required' | 'format' | 'range';

export const VOLUME_MESSAGES: Record<VolumeProblem, string> = {
  required: WASTE_TEXTS.volumeRequired,
  format: WASTE_TEXTS.volumeFormat,
  range: WASTE_TEXTS.volumeRange,
};

/** Cubic metres → integer hundredths (2.5 → 250), or null when not two decimals within the limits. */
export function volumeToHundredths(volume: number): number | null {
  if (!Number.isFinite(volume)) return null;
  const hundredths = Math.round(volume * 100);
  if (Math.abs(hundredths - volume * 100) > 1e-6) return null;
  if (hundredths < WASTE_LIMITS.volumeMin * 100 || hundredths > WASTE_LIMITS.volumeMax * 100) return null;
  return hundredths;
}

const VOLUME_PATTERN = /^\d+(?:\.\d{1,2})?$/;

/** A typed volume (spec §5: '.' as the separator, none, one or two decimals) → hundredths, or why not. */
export function parseVolume(
  text: string,
): { hundredths: number; problem?: undefined } | { hundredths?: undefined; problem: VolumeProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'required' };
  if (!VOLUME_PATTERN.test(trimmed)) return { problem: 'format' };
  const hundredths = volumeToHundredths(Number(trimmed));
  return hundredths === null ? { problem: 'range' } : { hundredths };
}

/** The volume charged: what was ordered, but never less than the minimum. */
export function billableHundredths(volumeHundredths: number): number {
  return Math.max(volumeHundredths, WASTE_LIMITS.billableMin * 100);
}

/**
 * The price of a pickup, kopecks: the tariff (kopecks per m³) times the billable volume, rounded to
 * the kopeck, half up. Integers only: 2 180,50 ₽ × 1.33 m³ = 2 900,065 ₽ → 2 900,07 ₽.
 */
export function wastePickupPrice(tariff: number, volumeHundredths: number): number {
  if (!Number.isSafeInteger(tariff) || tariff <= 0)
    throw new RangeError(`a tariff is a positive number of kopecks, got ${tariff}`);
  if (!Number.isSafeInteger(volumeHundredths) || volumeHundredths <= 0)
    throw new RangeError(`a volume is positive hundredths of m³, got ${volumeHundredths}`);
  return Math.floor((tariff * billableHundredths(volumeHundredths) + 50) / 100);
}

/** Hundredths of m³ as the API sends a volume: 250 → 2.5. */
export const hundredthsToVolume = (hundredths: number) => hundredths / 100;
