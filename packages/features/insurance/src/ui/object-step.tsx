import type { RealEstateObject } from '@resident/contract';
import { SubmitButton } from '@resident/ui';
import { useState } from 'react';
import { INSURANCE_TEXTS as T } from '../lib/texts';
import './insurance.css';

export interface ObjectStepProps {
  objects: RealEstateObject[];
  objectId: number | null;
  saving?: boolean;
  error?: string | null;
  onNext: (objectId: number) => void;
}

/** Step 1: which of the account's real-estate objects to insure. */
export function ObjectStep({ objects, objectId, saving, error, onNext }: ObjectStepProps) {
  const [selected, setSelected] = useState<number | null>(objectId ?? (objects.length === 1 ? objects[0]!.id : null));
  if (objects.length === 0) return <p>{T.noObjects}</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (selected !== null) onNext(selected);
      }}
    >
      <fieldset className="rp-ins-choices">
        <legend>{T.chooseObject}</legend>
        {objects.map((object) => (
          <label key={object.id} className="rp-ins-choice">
            <input
              type="radio"
              name="object"
              value={object.id}
              checked={selected === object.id}
              onChange={() => setSelected(object.id)}
            />
            <span>{object.address}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="rp-ins-error">
          {error}
        </p>
      ) : null}
      <div className="rp-ins-actions">
        <SubmitButton disabled={selected === null} loading={saving}>
          {T.next}
        </SubmitButton>
      </div>
    </form>
  );
}
