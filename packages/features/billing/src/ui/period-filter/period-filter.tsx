import { DATE_FORMAT, MIN_DATE, parseDate, toIsoDate } from '@resident/ui';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { BILLING_TEXTS } from '../../lib/texts.ts';

export type PeriodValue = { from?: string; to?: string };

export interface PeriodFilterProps {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
}

const minDate = parseDate(MIN_DATE);

/** The payments history's period (dates inclusive); the payments tab puts it in the header's sub panel. */
export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  return (
    <DatePicker.RangePicker
      aria-label={BILLING_TEXTS.periodFilter}
      format={DATE_FORMAT}
      placeholder={['С даты', 'По дату']}
      allowEmpty={[true, true]}
      value={[value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null]}
      disabledDate={(date) => (minDate ? date.isBefore(minDate, 'day') : false) || date.isAfter(dayjs(), 'day')}
      onChange={(dates) =>
        onChange({
          from: dates?.[0] ? toIsoDate(dates[0]) : undefined,
          to: dates?.[1] ? toIsoDate(dates[1]) : undefined,
        })
      }
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
