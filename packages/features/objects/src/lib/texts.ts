import { OBJECT_TEXTS } from '@resident/contract/limits';

/** The objects screen's own words (design.md §3 "Objects"); spec §8's ГАР text comes from the contract. */
export const OBJECTS_TEXTS = {
  title: 'Объекты',
  empty: 'К этому лицевому счёту не привязано ни одного объекта. Если это ошибка, напишите нам в разделе «Обращения».',
  noAccount: 'Объекты показываются для лицевого счёта. Привяжите лицевой счёт в профиле.',
  loading: 'Загружаем объекты…',
  address: 'Адрес',
  gar: 'ГАР (ФИАС)',
  withoutGar: OBJECT_TEXTS.withoutGar,
  withoutGarHint:
    'Изменить данные объекта можно после того, как оператор определит его в ГАР. Напишите нам в разделе «Обращения».',
  type: 'Тип',
  area: 'Площадь',
  residents: 'Проживающих',
  services: 'Услуги',
  history: 'История изменений',
  noHistory: 'Изменений не было',
  openRequests: 'Заявки на изменение',
  change: 'Изменить данные',
  map: 'Карта объектов',
  mapLoading: 'Загружаем карту…',
  mapNoKey: 'Карта не подключена для вашего региона. Объекты показаны списком.',
  mapOffline: 'Нет подключения к интернету, поэтому карта не загрузилась. Объекты показаны списком.',
  mapFailed: 'Не удалось загрузить карту. Объекты показаны списком; попробуйте открыть карту позже.',
  mapNoLocation: 'Для этих объектов нет координат, поэтому на карте их не показать.',
  // The change request (a recalculation request under Обращения → Перерасчеты).
  requestTitle: 'Заявка на изменение данных объекта',
  whatChanges: 'Что изменилось',
  newResidents: 'Количество проживающих',
  newArea: 'Площадь, м²',
  newType: 'Тип объекта',
  changeDate: 'Дата изменения',
  documents: 'Документы',
  otherDocuments: 'Другие документы',
  comment: 'Комментарий',
  send: 'Отправить заявку',
  cancel: 'Отмена',
  sameValue: 'Значение совпадает с текущим',
  sent: (number: string) =>
    `Заявка №${number} отправлена. Ответ оператора придёт в разделе «Обращения» → «Перерасчеты».`,
  openChat: 'Открыть переписку по заявке',
} as const;

export const CHANGE_LABELS = {
  residents: 'Количество проживающих',
  area: 'Площадь',
  type: 'Тип объекта',
} as const;
