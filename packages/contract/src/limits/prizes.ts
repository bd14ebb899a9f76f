/**
 * Prizes (design.md §3 "Prizes"): promotions for residents who pay on time. Whether an
 * account takes part is decided by the operator API from the account (closed) and its ledger
 * (debt); the portal shows the reason in these words.
 */
export const PROMOTION_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_NAMES = {
  upcoming: 'Скоро начнётся',
  running: 'Идёт',
  finished: 'Завершена',
} as const satisfies Record<PromotionStatus, string>;

/** Why an account takes part or not: 'ok' takes part; the others are the reason it does not. */
export const PARTICIPATION_REASONS = ['ok', 'debt', 'closed', 'not-started', 'finished'] as const;
export type ParticipationReason = (typeof PARTICIPATION_REASONS)[number];

export const PARTICIPATION_TEXTS = {
  ok: 'Вы участвуете: по лицевому счёту нет задолженности.',
  debt: 'Вы пока не участвуете: по лицевому счёту есть задолженность. Оплатите её до окончания акции — и вы станете участником.',
  closed: 'Лицевой счёт закрыт, поэтому он не участвует в акциях.',
  'not-started': 'Акция ещё не началась. Участвуют счета без задолженности на дату начала.',
  finished: 'Акция завершена.',
} as const satisfies Record<ParticipationReason, string>;

/** The reason for an account: a closed account never takes part, a debt (kopecks > 0) keeps it out. */
export function participationOf(status: PromotionStatus, isClosed: boolean, debt: number): ParticipationReason {
  if (status === 'finished') return 'finished';
  if (isClosed) return 'closed';
  if (status === 'upcoming') return 'not-started';
  return debt > 0 ? 'debt' : 'ok';
}

/** An account number as the public results show it: '7700000006' → '77******06'. */
export function maskAccountNumber(number: string): string {
  if (number.length <= 4) return number;
  return `${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}`;
}

export const PRIZE_TEXTS = {
  notFound: 'Акция не найдена',
} as const;
