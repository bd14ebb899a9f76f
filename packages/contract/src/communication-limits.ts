/**
 * Limits and texts of appeals and chats (spec §5, §9) that the operator API enforces and the portal
 * checks before sending. @resident/api re-declares them (to keep zod out of the bundle); a test
 * there keeps both copies equal.
 */
export const COMMUNICATION_LIMITS = {
  /** Appeal subject, characters. */
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
} as const;

export const COMMUNICATION_TEXTS = {
  /** Spec §5; the server appends the extension: 'Нельзя загрузить файл с расширением .part'. */
  forbiddenExtension: 'Нельзя загрузить файл с расширением',
  documentsOfEachType: 'Загрузите документы каждого типа',
  attachDocuments: 'Прикрепите документы',
  fileTooLarge: 'Размер файла не должен превышать 25 МБ',
  tooManyFiles: 'Можно приложить не более 10 файлов',
  emptyFile: 'Файл пустой',
  fileNotFound: 'Файл не найден на сервере',
  required: 'Обязательное поле',
  textTooLong: 'Не более 10 000 символов',
  subjectTooLong: 'Не более 250 символов',
  absenceTooShort: 'Перерасчёт делается за отсутствие более 5 дней',
} as const;

/** The code of a download whose file is gone (spec §8 maps it to 'Файл не найден на сервере'). */
export const FILE_NOT_FOUND_ON_SERVER = 'FILE_NOT_FOUND_ON_SERVER';

/** The forbidden extension of a file name ('part', 'crdownload'), or undefined when it is allowed. */
export function forbiddenExtensionOf(fileName: string): string | undefined {
  // Trailing dots and spaces vanish on Windows ("a.part. " is saved as "a.part"), so they do not hide it.
  const trimmed = fileName.trim().replace(/[.\s]+$/, '');
  const dot = trimmed.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = trimmed.slice(dot + 1).toLowerCase();
  return (COMMUNICATION_LIMITS.forbiddenExtensions as readonly string[]).includes(extension) ? extension : undefined;
}

/** 'Нельзя загрузить файл с расширением .part' */
export const forbiddenExtensionMessage = (extension: string) => `${COMMUNICATION_TEXTS.forbiddenExtension} .${extension}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days of a temporary absence, both ends included ('2026-04-01'..'2026-04-06' is 6 days); NaN for
 * an unreadable date. Recalculated only above COMMUNICATION_LIMITS.absenceMinDaysExclusive.
 */
export function absenceDays(periodStart: string, periodEnd: string): number {
  return Math.round((Date.parse(`${periodEnd}T00:00:00Z`) - Date.parse(`${periodStart}T00:00:00Z`)) / DAY_MS) + 1;
}
