import { describe, expect, it } from 'vitest';
import { changeObjectFacts } from './change-object-facts.ts';

const pairs = (item: Parameters<typeof changeObjectFacts>[0]) =>
  changeObjectFacts(item).map((fact) => `${fact.label}: ${fact.value}`);

describe('changeObjectFacts', () => {
  it('tells each kind of request by what it stores', () => {
    expect(
      pairs({ kind: 'absence', details: { kind: 'absence', periodStart: '2026-05-01', periodEnd: '2026-05-20' } }),
    ).toEqual(['Вид заявки: Временное отсутствие', 'Период отсутствия: с 01.05.2026 по 20.05.2026']);
    expect(
      pairs({ kind: 'residents', details: { kind: 'residents', residentsCount: 3, changeDate: '2026-06-01' } }),
    ).toEqual(['Вид заявки: Изменение количества проживающих', 'Количество проживающих: 3 чел.', 'С даты: 01.06.2026']);
    expect(
      pairs({
        kind: 'object-type',
        details: { kind: 'object-type', objectId: 2, objectType: 'room', changeDate: '2026-10-01' },
        objectAddress: 'Тверь, ул. Садовая, 1',
      }),
    ).toEqual([
      'Вид заявки: Изменение типа объекта',
      'Объект: Тверь, ул. Садовая, 1',
      'Новый тип объекта: Комната',
      'С даты: 01.10.2026',
    ]);
  });

  it('gives the kind alone for a request recorded before its details were kept', () => {
    expect(pairs({ kind: 'wrong-charge', details: null })).toEqual(['Вид заявки: Неверное начисление']);
  });
});
