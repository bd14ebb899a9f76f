import type { RentalPhase } from '@resident/contract/limits';
import { RENTAL_PHASE_NAMES } from '@resident/contract/limits';
import { FormField } from '@resident/ui';

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

export interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  error?: string;
  hint?: string;
}

/** A calendar date with the browser's own picker (no antd DatePicker on this route). */
export function DateField({ id, label, value, onChange, min, max, error, hint }: DateFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required>
      {({ status, ...control }) => (
        <input
          {...control}
          type="date"
          className={`rp-input rp-input--large rp-rent__date${status === 'error' ? ' rp-input--error' : ''}`}
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
