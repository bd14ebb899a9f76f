/**
 * Spec §5/§9 limits of appeals and chats, for checking before anything is sent. Re-declared from
 * @resident/contract on purpose (importing them would pull zod into the bundle); a test keeps both
 * copies equal. The operator API enforces the same rules.
 */
export const COMMUNICATION_LIMITS = {
  subjectMaxLength: 250,
  textMaxLength: 10_000,
  fileMaxBytes: 25 * 1024 * 1024,
  filesPerMessage: 10,
  forbiddenExtensions: ['crdownload', 'part'],
  absenceMinDaysExclusive: 5,
} as const;

export const COMMUNICATION_TEXTS = {
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

/** Document types a recalculation request of each kind must carry (at least one file of each). */
export const REQUIRED_DOCUMENT_TYPES = {
  absence: ['ticket', 'certificate'],
  residents: ['confirmation'],
  'wrong-charge': [],
} as const;

export const DOCUMENT_TYPE_NAMES = {
  ticket: 'Проездные документы',
  certificate: 'Справка с места временного пребывания',
  confirmation: 'Документ, подтверждающий число проживающих',
  other: 'Другие документы',
} as const;

/** The forbidden extension of a file name ('part', 'crdownload'), or undefined when it is allowed. */
export function forbiddenExtensionOf(fileName: string): string | undefined {
  const trimmed = fileName.trim().replace(/[.\s]+$/, '');
  const dot = trimmed.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = trimmed.slice(dot + 1).toLowerCase();
  return (COMMUNICATION_LIMITS.forbiddenExtensions as readonly string[]).includes(extension) ? extension : undefined;
}

/** 'Нельзя загрузить файл с расширением .part' — the server's text for the same file. */
export const forbiddenExtensionMessage = (extension: string) => `${COMMUNICATION_TEXTS.forbiddenExtension} .${extension}`;

/**
 * What is wrong with one attachment, in the words the form shows, or null: a forbidden extension,
 * over 25 MB, or empty.
 */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = forbiddenExtensionOf(file.name);
  if (extension) return forbiddenExtensionMessage(extension);
  if (file.size > COMMUNICATION_LIMITS.fileMaxBytes) return COMMUNICATION_TEXTS.fileTooLarge;
  if (file.size === 0) return COMMUNICATION_TEXTS.emptyFile;
  return null;
}

/** The first problem of a set of attachments (including too many of them), or null. */
export function attachmentsProblem(files: readonly Pick<File, 'name' | 'size'>[]): string | null {
  if (files.length > COMMUNICATION_LIMITS.filesPerMessage) return COMMUNICATION_TEXTS.tooManyFiles;
  for (const file of files) {
    const problem = attachmentProblem(file);
    if (problem) return problem;
  }
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days of an absence, both ends included ('2026-04-01'..'2026-04-06' is 6); must exceed 5. */
export function absenceDays(periodStart: string, periodEnd: string): number {
  return Math.round((Date.parse(`${periodEnd}T00:00:00Z`) - Date.parse(`${periodStart}T00:00:00Z`)) / DAY_MS) + 1;
}
