import { COMMUNICATION_LIMITS, FILE_MAX_MEGABYTES } from './communication.ts';

const groupDigits = new Intl.NumberFormat('ru-RU');

/** 'Не более 10 000 символов' (thousands grouped the Russian way). */
export function maxLengthMessage(max: number): string {
  return `Не более ${groupDigits.format(max)} символов`;
}

/** Spec §5 "Messages and rules from the shared constants", verbatim; the portal and the operator API say the same. */
export const VALIDATION_MESSAGES = {
  required: 'Обязательное поле',
  generic: 'Проверьте правильность введенных данных',
  digitsOnly: 'Только цифры',
  phone: 'Проверьте номер телефона, возможно он введен неверно',
  phoneIncomplete: 'Введите телефон полностью',
  email: 'Введите правильный email',
  inn: 'Ошибка при заполнении ИНН',
  snils: 'Ошибка при заполнении СНИЛС',
  documentsOfEachType: 'Загрузите документы каждого типа',
  attachDocuments: 'Прикрепите документы',
  forbiddenExtension: 'Нельзя загрузить файл с расширением',
  formError: 'Ошибка заполнения формы',
  noGar: 'Не определен ГАР объекта недвижимости',
  // The spec does not word these; plain Russian in the same tone.
  cyrillicOnly: 'Допустимы только русские буквы',
  decimal: 'Введите число с точкой в качестве разделителя, например 1500 или 1500.50',
  fileTooLarge: `Размер файла не должен превышать ${FILE_MAX_MEGABYTES} МБ`,
} as const;

/** Texts of appeals and chats, built from the limits so a changed limit changes its message too. */
export const COMMUNICATION_TEXTS = {
  /** The server appends the extension: 'Нельзя загрузить файл с расширением .part'. */
  forbiddenExtension: VALIDATION_MESSAGES.forbiddenExtension,
  documentsOfEachType: VALIDATION_MESSAGES.documentsOfEachType,
  attachDocuments: VALIDATION_MESSAGES.attachDocuments,
  fileTooLarge: VALIDATION_MESSAGES.fileTooLarge,
  tooManyFiles: `Можно приложить не более ${COMMUNICATION_LIMITS.filesPerMessage} файлов`,
  emptyFile: 'Файл пустой',
  fileNotFound: 'Файл не найден на сервере',
  required: VALIDATION_MESSAGES.required,
  textTooLong: maxLengthMessage(COMMUNICATION_LIMITS.textMaxLength),
  subjectTooLong: maxLengthMessage(COMMUNICATION_LIMITS.subjectMaxLength),
  absenceTooShort: `Перерасчёт делается за отсутствие более ${COMMUNICATION_LIMITS.absenceMinDaysExclusive} дней`,
} as const;

/** The code of a download whose file is gone (spec §8 maps it to 'Файл не найден на сервере'). */
export const FILE_NOT_FOUND_ON_SERVER = 'FILE_NOT_FOUND_ON_SERVER';
