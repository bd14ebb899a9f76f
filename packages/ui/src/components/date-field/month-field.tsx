import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
import { keepEnterInField } from './keep-enter-in-field.ts';

export const MONTH_FIELD_FORMAT = 'MM.YYYY';

export type MonthFieldProps = Omit<DatePickerProps<Dayjs, false>, 'format' | 'picker' | 'multiple'>;

/** A month of a form (a billing period): the DateField's rules, typed as MM.YYYY. */
export function MonthField({ onKeyDown, style, ...props }: MonthFieldProps) {
  return (
    <DatePicker
      picker="month"
      format={MONTH_FIELD_FORMAT}
      style={{ width: '100%', ...style }}
      onKeyDown={(event, preventDefault) => {
        keepEnterInField(event);
        onKeyDown?.(event, preventDefault);
      }}
      {...props}
    />
  );
}
