import type { ChangeObjectKind, ChangeObjectStatus, ChatStatus } from '@resident/contract';

/** One name per status for every screen (@resident/communication); the colours are the lists' own. */
export { CHANGE_OBJECT_STATUS_LABELS, CHAT_STATUS_LABELS } from '@resident/communication';

export const CHANGE_OBJECT_KIND_LABELS: Record<ChangeObjectKind, string> = {
  absence: 'Временное отсутствие',
  residents: 'Изменение количества проживающих',
  'wrong-charge': 'Неверное начисление',
  'object-area': 'Изменение площади объекта',
  'object-type': 'Изменение типа объекта',
};

/** The kinds a resident files here; a change of an object's area or type is filed on the objects screen. */
export const RECALCULATION_FORM_KINDS = [
  'absence',
  'residents',
  'wrong-charge',
] as const satisfies readonly ChangeObjectKind[];
export type RecalculationFormKind = (typeof RECALCULATION_FORM_KINDS)[number];

/**
 * Tag colours by status, so a resident sees at a glance what needs attention. Solid dark shades
 * with white text: antd's preset light tags (e.g. gold on cream, 1.8:1) fail the 4.5:1 contrast.
 */
const STATUS_SHADES = { blue: '#0958d9', amber: '#ad4e00', green: '#237804', grey: '#595959', red: '#a8071a' } as const;

export const CHAT_STATUS_COLORS: Record<ChatStatus, string> = {
  open: STATUS_SHADES.blue,
  answered: STATUS_SHADES.amber,
  resolved: STATUS_SHADES.green,
  closed: STATUS_SHADES.grey,
};

export const CHANGE_OBJECT_STATUS_COLORS: Record<ChangeObjectStatus, string> = {
  new: STATUS_SHADES.blue,
  in_progress: STATUS_SHADES.amber,
  resolved: STATUS_SHADES.green,
  rejected: STATUS_SHADES.red,
};
