/**
 * Vacancies of the operator (design.md §3 "Vacancies"): the work schedules a vacancy
 * names, the statuses of a resident's application and the limits of the «Откликнуться» form that
 * the portal checks before sending and the operator API checks again.
 */
export const VACANCY_SCHEDULES = ['full', 'shift', 'rotation', 'part'] as const;
export type VacancySchedule = (typeof VACANCY_SCHEDULES)[number];

export const VACANCY_SCHEDULE_NAMES = {
  full: 'Полный день',
  shift: 'Сменный график',
  rotation: 'Вахта',
  part: 'Неполный день',
} as const satisfies Record<VacancySchedule, string>;

/** new → viewed → invited (to an interview) → hired, or rejected at any step. */
export const APPLICATION_STATUSES = ['new', 'viewed', 'invited', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_NAMES = {
  new: 'Отправлен',
  viewed: 'Просмотрен',
  invited: 'Приглашение на собеседование',
  hired: 'Вы приняты',
  rejected: 'Отказ',
} as const satisfies Record<ApplicationStatus, string>;

export const VACANCY_LIMITS = {
  nameMax: 200,
  noteMax: 2_000,
  /** City and district filters: longer text is not a place name. */
  placeMax: 100,
  /** Salary filter, kopecks: 10 million roubles a month is not a waste operator's vacancy. */
  salaryMax: 1_000_000_000,
  /** The CV is one file (the same 25 MB and extension rules as every upload). */
  cvFiles: 1,
  /**
   * What a CV may be, as the form's hint says («PDF, DOC, DOCX или фото»): a document or a photo of
   * one. Each has a signature the upload rules check against the content.
   */
  cvExtensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'heic', 'heif', 'webp'],
} as const;

export const VACANCY_TEXTS = {
  notFound: 'Вакансия не найдена',
  closed: 'Вакансия закрыта, отклик на неё не принимается',
  applicationNotFound: 'Отклик не найден',
  cvRequired: 'Прикрепите резюме',
  cvOne: 'Прикрепите одно резюме',
  cvType: 'Резюме принимается в формате PDF, DOC, DOCX или фото (JPG, PNG, HEIC, WEBP)',
  alreadyApplied: 'Вы уже откликнулись на эту вакансию',
  nameRequired: 'Укажите имя',
} as const;

/** Whether an operator may move an application from one status to another (no way back from hired/rejected). */
export function canChangeApplicationStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (from === to) return false;
  if (from === 'hired' || from === 'rejected') return false;
  return to !== 'new';
}
