/** Spec §5 "Messages and rules from the shared constants", verbatim. */
export const MESSAGES = {
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
  fileTooLarge: 'Размер файла не должен превышать 25 МБ',
} as const;

const groupDigits = new Intl.NumberFormat('ru-RU');

/** 'Не более 10 000 символов' */
export function maxLengthMessage(max: number): string {
  return `Не более ${groupDigits.format(max)} символов`;
}
