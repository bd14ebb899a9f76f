import { describe, expect, it } from 'vitest';
import { maxLengthMessage, MESSAGES } from './messages.ts';

describe('MESSAGES', () => {
  it('are the spec §5 texts verbatim', () => {
    expect(MESSAGES).toMatchObject({
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

  it('maxLengthMessage groups thousands the Russian way', () => {
    expect(maxLengthMessage(10_000)).toBe('Не более 10\u00a0000 символов');
    expect(maxLengthMessage(250)).toBe('Не более 250 символов');
  });
});
