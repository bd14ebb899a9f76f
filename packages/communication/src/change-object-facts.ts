import type { ChangeObject, ChangeObjectKind } from '@resident/contract';
import { OBJECT_TYPE_NAMES } from '@resident/contract/limits';
import { formatDate, formatMonth } from '@resident/ui';

/** What a recalculation request is, as residents read it (the list, the request's chat). */
export const CHANGE_OBJECT_KIND_NAMES: Record<ChangeObjectKind, string> = {
  absence: 'Временное отсутствие',
  residents: 'Изменение количества проживающих',
  'wrong-charge': 'Неверное начисление',
  'object-area': 'Изменение площади объекта',
  'object-type': 'Изменение типа объекта',
};

export interface ChangeObjectFact {
  label: string;
  value: string;
}

/**
 * What the resident asked for, line by line: the kind, the object, the period or the date, the new
 * value — the data the request stores, so its chat shows what the operator is answering about.
 */
export function changeObjectFacts(item: Pick<ChangeObject, 'kind' | 'details' | 'objectAddress'>): ChangeObjectFact[] {
  const facts: ChangeObjectFact[] = [{ label: 'Вид заявки', value: CHANGE_OBJECT_KIND_NAMES[item.kind] }];
  if (item.objectAddress) facts.push({ label: 'Объект', value: item.objectAddress });
  const details = item.details;
  if (!details) return facts;
  switch (details.kind) {
    case 'absence':
      facts.push({
        label: 'Период отсутствия',
        value: `с ${formatDate(details.periodStart)} по ${formatDate(details.periodEnd)}`,
      });
      break;
    case 'residents':
      facts.push(
        { label: 'Количество проживающих', value: `${details.residentsCount} чел.` },
        { label: 'С даты', value: formatDate(details.changeDate) },
      );
      break;
    case 'wrong-charge':
      facts.push(
        { label: 'Месяц начисления', value: formatMonth(`${details.month}-01`, details.month) },
        { label: 'Что не так', value: details.description },
      );
      break;
    case 'object-area':
      facts.push(
        { label: 'Новая площадь', value: `${details.area.replace('.', ',')} м²` },
        { label: 'С даты', value: formatDate(details.changeDate) },
      );
      break;
    case 'object-type':
      facts.push(
        { label: 'Новый тип объекта', value: OBJECT_TYPE_NAMES[details.objectType] },
        { label: 'С даты', value: formatDate(details.changeDate) },
      );
      break;
  }
  return facts;
}
