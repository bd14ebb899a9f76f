/** The task dropdown's words (spec §2 "Task dropdown"); e2e tests import them. */
export const TASK_LIST_TEXTS = {
  title: 'Задачи',
  empty: 'Новых задач нет',
  inAppeals: 'в обращениях',
  inRecalculations: 'в перерасчетах',
  request: (requestNumber: string) => `Заявка №${requestNumber}`,
  showMore: (rest: number) => `Показать ещё (${rest})`,
} as const;
