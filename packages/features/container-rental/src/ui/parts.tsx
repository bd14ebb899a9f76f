import type { RentalPhase } from '@resident/contract/limits';
import { RENTAL_PHASE_NAMES } from '@resident/contract/limits';
import { formatDate, FormField, PlainInput, type FieldControlProps } from '@resident/ui';
import { lazy, Suspense } from 'react';

// White text passes WCAG AA (≥ 4.5:1) on each of these shades.
const PHASE_COLORS: Record<RentalPhase, string> = {
  'awaiting-payment': '#ad4e00',
  booked: '#0958d9',
  active: '#237804',
  returning: '#531dab',
  finished: '#595959',
  returned: '#595959',
  cancelled: '#a8071a',
};

export function PhaseBadge({ phase }: { phase: RentalPhase }) {
  return (
    <span className="rp-rent__badge" style={{ background: PHASE_COLORS[phase] }} data-phase={phase}>
      {RENTAL_PHASE_NAMES[phase]}
    </span>
  );
}

export interface RentalDateFieldProps {
  id: string;
  label: string;
  /** ISO 'YYYY-MM-DD', '' when cleared. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

const RentalDatePicker = lazy(async () => ({ default: (await import('./antd-fields.tsx')).RentalDatePicker }));
const LazyObjectSelect = lazy(async () => ({ default: (await import('./antd-fields.tsx')).ObjectSelect }));

/** Until the picker's chunk arrives: the date as it will show (DD.MM.YYYY), not editable yet. */
function Placeholder({ status: _status, text, ...control }: FieldControlProps & { text: string }) {
  return <PlainInput {...control} size="large" className="rp-rent__date" value={text} readOnly />;
}

/**
 * A rental date: the portal's Russian date picker (DD.MM.YYYY, spec §1 and §9) in the screen's
 * field. Every date can be chosen: the period rules say under the field why one does not fit,
 * where a greyed-out day would not.
 */
export function RentalDateField({ id, label, value, onChange, error, hint }: RentalDateFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required>
      {(control) => (
        <Suspense fallback={<Placeholder {...control} text={formatDate(value)} />}>
          <RentalDatePicker {...control} value={value} onChange={onChange} />
        </Suspense>
      )}
    </FormField>
  );
}

export interface ObjectSelectProps extends FieldControlProps {
  value: number | undefined;
  onChange: (value: number) => void;
  objects: readonly { id: number; address: string }[];
}

/** One of the account's objects, in the portal's select (loaded with the date picker). */
export function ObjectSelect(props: ObjectSelectProps) {
  const chosen = props.objects.find((object) => object.id === props.value);
  return (
    <Suspense fallback={<Placeholder {...props} text={chosen?.address ?? ''} />}>
      <LazyObjectSelect {...props} />
    </Suspense>
  );
}
