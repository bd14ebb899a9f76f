import { DateField, fromIsoDate, toIsoDate, type FieldControlProps } from '@resident/ui';
import { Select } from 'antd';

/**
 * The antd controls of the rental forms, in a chunk of their own: the picker and the select weigh
 * more than the rest of the screen, and the catalogue and the rentals need neither to show.
 */
export function RentalDatePicker({
  status,
  value,
  onChange,
  ...control
}: FieldControlProps & { value: string; onChange: (value: string) => void }) {
  return (
    <DateField
      {...control}
      size="large"
      className="rp-rent__date"
      status={status}
      allowClear={false}
      value={fromIsoDate(value)}
      onChange={(date) => onChange(date ? toIsoDate(date) : '')}
    />
  );
}

export function ObjectSelect({
  status: _status,
  value,
  onChange,
  objects,
  ...control
}: FieldControlProps & {
  value: number | undefined;
  onChange: (value: number) => void;
  objects: readonly { id: number; address: string }[];
}) {
  return (
    <Select
      {...control}
      size="large"
      style={{ width: '100%' }}
      value={value}
      onChange={onChange}
      options={objects.map((object) => ({ value: object.id, label: object.address }))}
    />
  );
}
