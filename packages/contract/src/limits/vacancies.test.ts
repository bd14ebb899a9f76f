import { describe, expect, it } from 'vitest';
import { canChangeApplicationStatus } from './vacancies.ts';
import { isCvFileName } from './upload.ts';
import { maskAccountNumber, participationOf } from './prizes.ts';

describe('canChangeApplicationStatus', () => {
  it.each([
    ['new', 'viewed', true],
    ['new', 'invited', true],
    ['viewed', 'rejected', true],
    ['invited', 'hired', true],
    ['new', 'new', false],
    ['viewed', 'new', false],
    ['hired', 'rejected', false],
    ['rejected', 'viewed', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canChangeApplicationStatus(from, to)).toBe(allowed);
  });
});

describe('participationOf', () => {
  it.each([
    ['running', false, 0, 'ok'],
    ['running', false, -15_000, 'ok'],
    ['running', false, 1, 'debt'],
    ['running', true, 0, 'closed'],
    ['running', true, 5_000, 'closed'],
    ['upcoming', false, 0, 'not-started'],
    ['upcoming', true, 0, 'closed'],
    ['finished', false, 0, 'finished'],
  ] as const)('%s, closed %s, debt %s → %s', (status, closed, debt, reason) => {
    expect(participationOf(status, closed, debt)).toBe(reason);
  });
});

describe('maskAccountNumber', () => {
  it.each([
    ['7700000006', '77******06'],
    ['1234', '1234'],
    ['12345', '12*45'],
  ])('%s → %s', (number, masked) => {
    expect(maskAccountNumber(number)).toBe(masked);
  });
});

describe('isCvFileName', () => {
  it.each([
    ['резюме.pdf', true],
    ['Резюме.DOCX', true],
    ['cv.doc', true],
    ['фото резюме.JPG', true],
    ['IMG_0001.heic', true],
    ['setup.exe', false],
    ['резюме.txt', false],
    ['резюме.zip', false],
    ['резюме', false],
    ['резюме.pdf.exe', false],
  ] as const)('%s → %s', (name, allowed) => {
    expect(isCvFileName(name)).toBe(allowed);
  });
});
