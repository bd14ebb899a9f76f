import { Select } from 'antd';
import { periodTitle } from '../../lib/period.ts';

export interface MonthSelectProps {
  periods: readonly string[];
  value?: string;
  /** Form.Item gives it inside a form. */
  onChange?: (period: string) => void;
  label: string;
  id?: string;
}

/** A billing month out of those with a ledger (newest first), named in Russian. */
export function MonthSelect({ periods, value, onChange, label, id }: MonthSelectProps) {
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={periods.map((period) => ({ value: period, label: periodTitle(period) }))}
      style={{ width: '100%', maxWidth: 240 }}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
