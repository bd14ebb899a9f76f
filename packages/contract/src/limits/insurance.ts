// Insurance: the rules both the marketplace API and the portal check, once.

/** The insured person must be an adult and alive within reason (years on the policy's first day). */
export const INSURANCE_LIMITS = {
  minAgeYears: 18,
  maxAgeYears: 100,
  /** The policy starts this many days after it is paid (the insurer's cooling period). */
  startsAfterDays: 1,
} as const;

/** The order kind that pays a policy (payment purpose 'service'). */
export const INSURANCE_ORDER_KIND = 'insurance-policy';

/** The steps of the flow, in order; the server keeps the draft's current step. */
export const INSURANCE_STEPS = ['object', 'programme', 'person', 'confirm'] as const;
export type InsuranceStep = (typeof INSURANCE_STEPS)[number];

export const INSURANCE_TEXTS = {
  tooYoung: `Страхователь должен быть старше ${INSURANCE_LIMITS.minAgeYears} лет`,
  tooOld: 'Проверьте дату рождения',
  birthDate: 'Укажите дату рождения в формате ДД.ММ.ГГГГ',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIso(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Full years between an ISO birth date and an ISO day (both YYYY-MM-DD); null for a date that does not exist. */
export function ageOn(birthDate: string, day: string): number | null {
  const birth = parseIso(birthDate);
  const on = parseIso(day);
  if (!birth || !on) return null;
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** What is wrong with an insured person's birth date on a given day, or null when it is fine. */
export function birthDateProblem(birthDate: string, today: string): string | null {
  const age = ageOn(birthDate, today);
  if (age === null) return INSURANCE_TEXTS.birthDate;
  if (age < INSURANCE_LIMITS.minAgeYears) return INSURANCE_TEXTS.tooYoung;
  if (age > INSURANCE_LIMITS.maxAgeYears) return INSURANCE_TEXTS.tooOld;
  return null;
}

/** ISO day plus whole days (UTC calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The policy's period when paid on `paidOn`: it starts `startsAfterDays` later and lasts `months`
 * months, ending the day before the same date (01.12.2026 → 30.11.2027 for 12 months).
 */
export function policyPeriod(paidOn: string, months: number): { startsOn: string; endsOn: string } {
  const startsOn = addDays(paidOn, INSURANCE_LIMITS.startsAfterDays);
  const end = new Date(`${startsOn}T00:00:00Z`);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastOfMonth = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastOfMonth));
  return { startsOn, endsOn: addDays(end.toISOString().slice(0, 10), -1) };
}
