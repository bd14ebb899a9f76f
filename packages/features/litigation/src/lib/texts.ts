import type { LitigationStatus } from '@resident/contract';

export const LITIGATION_TEXTS = {
  title: 'Судебно-претензионная работа',
  noAccount: 'Раздел доступен после привязки лицевого счёта',
  retry: 'Повторить',
  empty: 'По вашему лицевому счёту нет судебных дел и претензий',
  emptyHint: 'Если оператор направит претензию или обратится в суд, сведения появятся здесь.',
  courtCases: 'Судебные дела',
  claims: 'Досудебные претензии',
  caseTitle: (number: string) => `Дело № ${number}`,
  claimTitle: (number: string) => `Претензия № ${number}`,
  court: 'Суд',
  subject: 'Предмет',
  claimed: 'Сумма требований',
  awarded: 'Взыскано по решению суда',
  notDecided: 'решение ещё не вынесено',
  stateDuty: 'Госпошлина',
  dutyPaid: 'оплачена',
  dutyUnpaid: 'не оплачена',
  enforcement: 'Исполнительное производство',
  openedAt: 'Дата открытия',
  hearings: 'Судебные заседания',
  upcoming: 'Предстоит',
  past: 'Прошло',
  courtRoom: (room: string) => `зал № ${room}`,
  documents: 'Документы',
  download: (title: string) => `Скачать «${title}»`,
  downloaded: 'Документ скачан',
  dutyDebtTitle: (amount: string) => `Задолженность по госпошлине: ${amount}`,
  dutyDebtText:
    'Госпошлину по решению суда можно оплатить картой здесь. После оплаты задолженность исчезнет из личного кабинета.',
  dutyDebtUnknown:
    'По лицевому счёту числится задолженность по госпошлине. Чтобы уточнить сумму, обратитесь к оператору.',
  dutyClosed: 'Лицевой счёт закрыт — оплата по нему не принимается. Обратитесь к оператору.',
  payDuty: 'Оплатить госпошлину',
  payTitle: 'Оплата госпошлины',
  paySummary: () => 'Госпошлина оплачивается одной суммой.',
} as const;

export const STATUS_LABELS: Record<LitigationStatus, string> = {
  'claim-sent': 'Претензия направлена',
  filed: 'Иск подан в суд',
  hearing: 'Идёт рассмотрение',
  decided: 'Решение вынесено',
  enforcement: 'Исполнение решения',
  closed: 'Завершено',
};

// Only tags whose text passes WCAG AA on their own tint (axe): blue, purple, red and the default.
export const STATUS_COLORS: Record<LitigationStatus, string> = {
  'claim-sent': 'blue',
  filed: 'blue',
  hearing: 'blue',
  decided: 'purple',
  enforcement: 'red',
  closed: 'default',
};
