// Types only: the contract's values would bring zod along; `as const` types carry every value.
import type * as contract from '@resident/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
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
  it('equal the contract, so the form and the server agree (checked by typecheck)', () => {
    expectTypeOf(COMMUNICATION_LIMITS).toEqualTypeOf<typeof contract.COMMUNICATION_LIMITS>();
    expectTypeOf(COMMUNICATION_TEXTS).toEqualTypeOf<typeof contract.COMMUNICATION_TEXTS>();
    expectTypeOf(REQUIRED_DOCUMENT_TYPES).toEqualTypeOf<typeof contract.REQUIRED_DOCUMENT_TYPES>();
    expectTypeOf(DOCUMENT_TYPE_NAMES).toEqualTypeOf<typeof contract.DOCUMENT_TYPE_NAMES>();
  });

  // Functions have no literal type: what the server answers for these names, spelled out.
  it('refuse the same names and count the same days as the contract', () => {
    expect(['a.part', 'b.PDF.crdownload', 'c.part. ', 'd.pdf', 'part', ''].map(forbiddenExtensionOf)).toEqual([
      'part',
      'crdownload',
      'part',
      undefined,
      undefined,
      undefined,
    ]);
    expect(forbiddenExtensionMessage('part')).toBe('Нельзя загрузить файл с расширением .part');
    expect(absenceDays('2026-04-01', '2026-04-06')).toBe(6);
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
