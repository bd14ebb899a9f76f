import * as contract from '@resident/contract';
import { describe, expect, it } from 'vitest';
import {
  absenceDays,
  attachmentProblem,
  attachmentsProblem,
  COMMUNICATION_LIMITS,
  COMMUNICATION_TEXTS,
  DOCUMENT_TYPE_NAMES,
  forbiddenExtensionMessage,
  forbiddenExtensionOf,
  REQUIRED_DOCUMENT_TYPES,
} from './upload-rules.ts';

const file = (name: string, size: number) => ({ name, size });

describe('the copies of the contract rules', () => {
  it('equal the contract, so the form and the server agree', () => {
    expect(COMMUNICATION_LIMITS).toEqual(contract.COMMUNICATION_LIMITS);
    expect(COMMUNICATION_TEXTS).toEqual(contract.COMMUNICATION_TEXTS);
    expect(REQUIRED_DOCUMENT_TYPES).toEqual(contract.REQUIRED_DOCUMENT_TYPES);
    expect(DOCUMENT_TYPE_NAMES).toEqual(contract.DOCUMENT_TYPE_NAMES);
    for (const name of ['a.part', 'b.PDF.crdownload', 'c.part. ', 'd.pdf', 'part', '']) {
      expect(forbiddenExtensionOf(name)).toBe(contract.forbiddenExtensionOf(name));
    }
    expect(forbiddenExtensionMessage('part')).toBe(contract.forbiddenExtensionMessage('part'));
    expect(absenceDays('2026-04-01', '2026-04-06')).toBe(contract.absenceDays('2026-04-01', '2026-04-06'));
  });
});

describe('attachmentProblem', () => {
  it('names what the server would refuse', () => {
    expect(attachmentProblem(file('скан.pdf.crdownload', 10))).toBe('Нельзя загрузить файл с расширением .crdownload');
    expect(attachmentProblem(file('скан.pdf', 25 * 1024 * 1024 + 1))).toBe('Размер файла не должен превышать 25 МБ');
    expect(attachmentProblem(file('скан.pdf', 0))).toBe('Файл пустой');
    expect(attachmentProblem(file('скан.pdf', 25 * 1024 * 1024))).toBeNull();
  });

  it('checks the count of a set too', () => {
    expect(attachmentsProblem(Array.from({ length: 11 }, (_, index) => file(`${index}.pdf`, 1)))).toBe('Можно приложить не более 10 файлов');
    expect(attachmentsProblem([file('a.pdf', 1), file('b.part', 1)])).toBe('Нельзя загрузить файл с расширением .part');
    expect(attachmentsProblem([file('a.pdf', 1)])).toBeNull();
  });
});
