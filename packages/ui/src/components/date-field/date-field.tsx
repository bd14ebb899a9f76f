import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
// The calendar's month and weekday names: antd's ru_RU picker reads them from dayjs's ru locale.
import 'dayjs/locale/ru';
import { DATE_FORMAT } from '../../lib/format/constants.ts';
import { keepEnterInField } from './keep-enter-in-field.ts';

export const DATE_FIELD_PLACEHOLDER = 'ДД.ММ.ГГГГ';

export type DateFieldProps = Omit<DatePickerProps<Dayjs, false>, 'format' | 'picker' | 'multiple'> & {
  /** The earliest date offered, ISO 'YYYY-MM-DD' (included). */
  min?: string;
  /** The latest date offered, ISO 'YYYY-MM-DD' (included). */
  max?: string;
};

/**
 * A date of a form: antd's picker in the portal's locale (ru_RU from AppProvider, spec §1), shown
 * and typed as DD.MM.YYYY (spec §9), with dates outside `min`…`max` not offered. Enter confirms
 * the typed date and never submits the form (a resident who types a date and presses Enter is
 * not done with the form yet).
 */
export function DateField({
  min,
  max,
  disabledDate,
  onKeyDown,
  style,
  placeholder = DATE_FIELD_PLACEHOLDER,
  ...props
}: DateFieldProps) {
  const outside = (date: Dayjs) => {
    const iso = date.format('YYYY-MM-DD');
    return (min !== undefined && iso < min) || (max !== undefined && iso > max);
  };
  return (
    <DatePicker
      format={DATE_FORMAT}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
      disabledDate={(date, info) => outside(date) || Boolean(disabledDate?.(date, info))}
      onKeyDown={(event, preventDefault) => {
        keepEnterInField(event);
        onKeyDown?.(event, preventDefault);
      }}
      {...props}
    />
  );
}
