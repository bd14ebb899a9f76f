import { COMMUNICATION_LIMITS } from './communication.ts';
import { maxLengthMessage, VALIDATION_MESSAGES } from './messages.ts';
import { FILE_NAME_MAX_LENGTH } from './upload-name.ts';

/** Texts of appeals and chats, built from the limits so a changed limit changes its message too. */
export const COMMUNICATION_TEXTS = {
  /** The server appends the extension: 'Нельзя загрузить файл с расширением .part'. */
  forbiddenExtension: VALIDATION_MESSAGES.forbiddenExtension,
  documentsOfEachType: VALIDATION_MESSAGES.documentsOfEachType,
  attachDocuments: VALIDATION_MESSAGES.attachDocuments,
  fileTooLarge: VALIDATION_MESSAGES.fileTooLarge,
  tooManyFiles: `Можно приложить не более ${COMMUNICATION_LIMITS.filesPerMessage} файлов`,
  emptyFile: 'Файл пустой',
  // Spec §5 words only the size and extension refusals; these follow their tone.
  badFileName: `Недопустимое имя файла. Переименуйте файл: не более ${FILE_NAME_MAX_LENGTH} символов, без служебных знаков`,
  /** Followed by the extension: 'Файл повреждён или не соответствует расширению .pdf'. */
  contentMismatch: 'Файл повреждён или не соответствует расширению',
  activeContent: 'Нельзя загрузить веб-страницу, SVG-изображение или скрипт',
  fileNotFound: 'Файл не найден на сервере',
  required: VALIDATION_MESSAGES.required,
  textTooLong: maxLengthMessage(COMMUNICATION_LIMITS.textMaxLength),
  subjectTooLong: maxLengthMessage(COMMUNICATION_LIMITS.subjectMaxLength),
  absenceTooShort: `Перерасчёт делается за отсутствие более ${COMMUNICATION_LIMITS.absenceMinDaysExclusive} дней`,
} as const;

/** The code of a download whose file is gone (spec §8 maps it to 'Файл не найден на сервере'). */
export const FILE_NOT_FOUND_ON_SERVER = 'FILE_NOT_FOUND_ON_SERVER';
