import type { InsuranceProduct } from '@resident/contract';
import { formatKopecks, PlainButton, SubmitButton } from '@resident/ui';
import { useState } from 'react';
import { INSURANCE_TEXTS as T } from '../lib/texts';
import './insurance.css';

export interface ProgrammeChoice {
  productId: number;
  programmeId: number;
}

export interface ProgrammeStepProps {
  products: InsuranceProduct[];
  value: ProgrammeChoice | null;
  saving?: boolean;
  error?: string | null;
  onBack: () => void;
  onNext: (choice: ProgrammeChoice) => void;
}

/** Step 2: a programme of one of the products, with what it covers, the sum insured and the price. */
export function ProgrammeStep({ products, value, saving, error, onBack, onNext }: ProgrammeStepProps) {
  const [selected, setSelected] = useState<ProgrammeChoice | null>(value);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) onNext(selected);
      }}
    >
      <h2 style={{ fontSize: 18, margin: '0 0 12px' }}>{T.chooseProgramme}</h2>
      {products.map((product) => (
        <fieldset key={product.id} className="rp-ins-choices">
          <legend>{product.title}</legend>
          {product.programmes.map((programme) => (
            <label key={programme.id} className="rp-ins-choice">
              <input
                type="radio"
                name="programme"
                value={programme.id}
                checked={selected?.programmeId === programme.id}
                onChange={() => setSelected({ productId: product.id, programmeId: programme.id })}
              />
              <span>
                <strong>
                  {programme.title} — {formatKopecks(programme.price)}
                </strong>
                <br />
                <span className="rp-ins-secondary">
                  {T.coverage}: {formatKopecks(programme.coverage)}, {T.months(programme.periodMonths)}
                </span>
                <br />
                <span>
                  {T.risks}: {programme.risks.join(', ')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      {error ? (
        <p role="alert" className="rp-ins-error">
          {error}
        </p>
      ) : null}
      <div className="rp-ins-actions" style={{ flexDirection: 'column' }}>
        <SubmitButton disabled={selected === null} loading={saving}>
          {T.next}
        </SubmitButton>
        <PlainButton onClick={onBack} block>
          {T.back}
        </PlainButton>
      </div>
    </form>
  );
}
export default ProgrammeStep;
