import { parseDate } from '@resident/ui';
import type { UploadFile } from 'antd';
import { describe, expect, it } from 'vitest';
import type { DateValue } from './dates';
import { documentTypesOf, toCreateChangeObjectArg } from './recalculation-request';

const date = (text: string) => parseDate(text) as DateValue;
const upload = (file: File) => ({ uid: file.name, name: file.name, originFileObj: file }) as UploadFile;

describe('toCreateChangeObjectArg', () => {
  it('sends the absence period as ISO dates and documents under their type, leaving other kinds out', () => {
    const ticket = new File(['t'], 'билет.pdf');
    const arg = toCreateChangeObjectArg(501, {
      kind: 'absence',
      period: [date('01.04.2026'), date('10.04.2026')],
      residentsCount: 3,
      documents: { ticket: [upload(ticket)], confirmation: [upload(new File(['c'], 'c.pdf'))] },
    });
    expect(arg).toEqual({
      contragentId: 501,
      kind: 'absence',
      periodStart: '2026-04-01',
      periodEnd: '2026-04-10',
      comment: undefined,
      documents: { ticket: [ticket] },
    });
  });

  it('sends the month of a wrong charge as YYYY-MM', () => {
    expect(
      toCreateChangeObjectArg(501, {
        kind: 'wrong-charge',
        month: date('01.03.2026'),
        description: 'Двойное начисление',
      }),
    ).toMatchObject({
      kind: 'wrong-charge',
      month: '2026-03',
      description: 'Двойное начисление',
    });
  });

  it('offers the required document types of a kind plus other documents', () => {
    expect(documentTypesOf('absence')).toEqual(['ticket', 'certificate', 'other']);
    expect(documentTypesOf('wrong-charge')).toEqual(['other']);
  });
});
