import type { InsuranceProduct, InsuranceProgramme, InsuredPerson } from '@resident/contract';
import { formatDate, formatKopecks, PlainButton, SubmitButton } from '@resident/ui';
import { useState } from 'react';
import { fullNameOf } from '../lib/person';
import { INSURANCE_TEXTS as T } from '../lib/texts';
import { Facts } from './facts';
import './insurance.css';

export interface ConfirmStepProps {
  objectAddress: string;
  product: InsuranceProduct;
  programme: InsuranceProgramme;
  person: InsuredPerson;
  paying?: boolean;
  error?: string | null;
  onBack: () => void;
  onPay: () => void;
}

/** Step 4: everything the policy will say, the full price and the offer, accepted before paying. */
export function ConfirmStep({
  objectAddress,
  product,
  programme,
  person,
  paying,
  error,
  onBack,
  onPay,
}: ConfirmStepProps) {
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!accepted) {
          setMustAccept(true);
          return;
        }
        onPay();
      }}
    >
      <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{T.confirm}</h2>
      <Facts
        facts={[
          { label: 'Продукт', value: product.title },
          { label: 'Программа', value: `«${programme.title}», ${T.months(programme.periodMonths)}` },
          { label: T.insurer, value: product.insurer },
          { label: T.object, value: objectAddress },
          { label: T.insured, value: fullNameOf(person) },
          { label: T.birthDate, value: formatDate(person.birthDate) },
          { label: T.phone, value: person.phone },
          { label: T.email, value: person.email },
          { label: T.coverage, value: formatKopecks(programme.coverage) },
          { label: T.risks, value: programme.risks.join(', ') },
        ]}
      />
      <p style={{ fontSize: 18, fontWeight: 600, margin: '16px 0' }} data-testid="insurance-total">
        {T.total}: {formatKopecks(programme.price)}
      </p>
      <h3 style={{ fontSize: 16, margin: '0 0 8px' }} id="insurance-offer">
        {T.offer}
      </h3>
      <div className="rp-ins-offer" role="region" aria-labelledby="insurance-offer" tabIndex={0}>
        {product.offer}
      </div>
      <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginTop: 12 }}>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setMustAccept(false);
          }}
          aria-invalid={mustAccept || undefined}
          aria-describedby={mustAccept ? 'insurance-accept-error' : undefined}
          style={{ marginTop: 4 }}
        />
        <span>{T.acceptOffer}</span>
      </label>
      {mustAccept ? (
        <p id="insurance-accept-error" role="alert" className="rp-ins-error">
          {T.mustAccept}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rp-ins-error">
          {error}
        </p>
      ) : null}
      <p className="rp-ins-secondary">{T.paidHint}</p>
      <div className="rp-ins-actions" style={{ flexDirection: 'column' }}>
        <SubmitButton loading={paying}>{T.pay(formatKopecks(programme.price))}</SubmitButton>
        <PlainButton onClick={onBack} block>
          {T.back}
        </PlainButton>
      </div>
    </form>
  );
}
export default ConfirmStep;
