import { FILE_MAX_MEGABYTES } from './communication.ts';

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
