import { describe, expect, it } from 'vitest';
import { accountLabel, displayName } from './user-labels.ts';

describe('accountLabel', () => {
  it.each([
    ['1234567890', 'Л/С 1234567890'],
    [' 0042 ', 'Л/С 0042'],
    [null, 'Не определен'],
    [undefined, 'Не определен'],
    ['', 'Не определен'],
    ['   ', 'Не определен'],
  ])('%j → %s', (number, label) => {
    expect(accountLabel(number)).toBe(label);
  });
});

describe('displayName', () => {
  it.each([
    ['Иванова Мария Петровна', 'Иванова Мария Петровна'],
    ['  Петров Пётр ', 'Петров Пётр'],
    [undefined, 'Пользователь'],
    [null, 'Пользователь'],
    ['', 'Пользователь'],
    [' ', 'Пользователь'],
  ])('%j → %s', (fullName, label) => {
    expect(displayName(fullName)).toBe(label);
  });
});
