import { describe, expect, it } from 'vitest';
import { validateMessages } from './validate-messages.ts';

describe('validateMessages', () => {
  it('words the spec §5 default form messages verbatim', () => {
    expect(validateMessages.required).toBe('Пожалуйста, введите ${label}');
    expect(validateMessages.whitespace).toBe('${label} не может быть пустым');
    expect(validateMessages.pattern?.mismatch).toBe('${label} не соответствует шаблону ${pattern}');
    for (const message of Object.values(validateMessages.types ?? {})) {
      expect(message).toBe('${label} не является типом ${type}');
    }
  });

  it('has a Russian message for every enum, length, range, count and date rule', () => {
    const groups = [validateMessages.string, validateMessages.number, validateMessages.array];
    const messages = [
      validateMessages.enum,
      ...groups.flatMap((group) => [group?.len, group?.min, group?.max, group?.range]),
      validateMessages.date?.format,
      validateMessages.date?.parse,
      validateMessages.date?.invalid,
    ];
    expect(messages).toHaveLength(16);
    for (const message of messages) {
      expect(message).toMatch(/[А-Яа-яЁё]/);
      expect(message).toContain('${label}');
    }
  });
});
