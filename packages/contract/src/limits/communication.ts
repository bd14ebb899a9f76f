/**
 * Spec §5, §9 limits of appeals, chats and recalculation requests. The operator API enforces them
 * and the portal checks them before sending, both from here (this subpath is zod-free, so the
 * portal may import its values).
 */
export const COMMUNICATION_LIMITS = {
  /** Appeal subject (and where a payment was made), characters. */
  subjectMaxLength: 250,
  /** Appeal body, message, comment, characters. */
  textMaxLength: 10_000,
  /** One attachment, bytes (25 MB). */
  fileMaxBytes: 25 * 1024 * 1024,
  /** Attachments in one message, appeal or comment. */
  filesPerMessage: 10,
  /** Lower-case extensions of unfinished browser downloads, never accepted. */
  forbiddenExtensions: ['crdownload', 'part'],
  /** A temporary absence is recalculated only when it lasts more than this many days. */
  absenceMinDaysExclusive: 5,
  /** The most residents a recalculation request may declare. */
  residentsMaxCount: 99,
} as const;

/** 25: how the resident reads the file size limit. */
export const FILE_MAX_MEGABYTES = COMMUNICATION_LIMITS.fileMaxBytes / (1024 * 1024);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days of a temporary absence, both ends included ('2026-04-01'..'2026-04-06' is 6 days); NaN for
 * an unreadable date. Recalculated only above COMMUNICATION_LIMITS.absenceMinDaysExclusive.
 */
export function absenceDays(periodStart: string, periodEnd: string): number {
  return Math.round((Date.parse(`${periodEnd}T00:00:00Z`) - Date.parse(`${periodStart}T00:00:00Z`)) / DAY_MS) + 1;
}
