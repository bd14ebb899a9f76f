import { describe, expect, it } from 'vitest';
import { maxLengthMessage, VALIDATION_MESSAGES } from './messages.ts';
import { COMMUNICATION_TEXTS } from './texts.ts';

describe('VALIDATION_MESSAGES', () => {
  it('are the spec §5 texts verbatim', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
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
    });
  });

  it('word the limits of appeals and chats as the spec does', () => {
    expect(COMMUNICATION_TEXTS).toMatchObject({
      fileTooLarge: 'Размер файла не должен превышать 25 МБ',
      tooManyFiles: 'Можно приложить не более 10 файлов',
      textTooLong: 'Не более 10\u00a0000 символов',
      subjectTooLong: 'Не более 250 символов',
      absenceTooShort: 'Перерасчёт делается за отсутствие более 5 дней',
    });
  });

  it('maxLengthMessage groups thousands the Russian way', () => {
    expect(maxLengthMessage(10_000)).toBe('Не более 10\u00a0000 символов');
    expect(maxLengthMessage(250)).toBe('Не более 250 символов');
  });
});
