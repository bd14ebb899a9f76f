import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessageOf } from '@resident/api';
import type { ContainerType, CreateRentalBody } from '@resident/contract';
import {
  isRentalDate,
  RENTAL_LIMITS,
  RENTAL_TEXTS,
  rentalMonthsEnd,
  rentalPeriodProblem,
  rentalToday,
} from '@resident/contract/limits';
import { formatKopecks, FormErrorAlert, FormField, PlainInput, SubmitButton } from '@resident/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useGetRentalQuoteQuery } from '../../api/container-rental.api';
import { daysText, periodText, priceBreakdown, volumeText } from '../../lib/format';
import { RENTAL_PAGE_TEXTS as T } from '../../lib/texts';
import { ContainerPicture } from '../container-picture';
import { ObjectSelect, RentalDateField } from '../parts';

export interface OrderFormProps {
  types: ContainerType[];
  /** The account's objects to choose from; none: only a typed address. */
  objects: readonly { id: number; address: string }[];
  onOrder: (body: CreateRentalBody) => void;
  submitting?: boolean;
  /** The operator API's refusal (spec §8 text). */
  error?: string | null;
  /** Shown instead of the submit button when ordering is not possible (no account, closed). */
  blocked?: ReactNode;
  /** Today for the rental rules; the resident's date by default (rentalToday). */
  today?: string;
}

type AddressMode = 'object' | 'text';

/**
 * Ordering a container: the type (picture, volume, prices), where to (one of the account's objects
 * or a typed address) and the period. The price is the operator API's quote for exactly these
 * choices, shown before anything is ordered; the period rules are checked here first with the
 * contract's own (limits/container-rental.ts), so a wrong period never reaches the API.
 */
export function OrderForm({
  types,
  objects,
  onOrder,
  submitting = false,
  error,
  blocked,
  today = rentalToday(),
}: OrderFormProps) {
  const id = useId();
  const [typeId, setTypeId] = useState<number | undefined>(types[0]?.id);
  // Unset until the resident chooses: the objects may arrive after the form.
  const [mode, setMode] = useState<AddressMode | null>(null);
  const [chosenObject, setObjectId] = useState<number | undefined>();
  const [address, setAddress] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(() => rentalMonthsEnd(today, 1));
  const [tried, setTried] = useState(false);

  const chosenMode: AddressMode = objects.length > 0 ? (mode ?? 'object') : 'text';
  const objectId = objects.some((object) => object.id === chosenObject) ? chosenObject : objects[0]?.id;
  const datesValid = isRentalDate(startDate) && isRentalDate(endDate);
  const periodProblem = datesValid ? rentalPeriodProblem(startDate, endDate, today) : null;
  const periodError = !datesValid ? RENTAL_TEXTS.dateFormat : periodProblem ? RENTAL_TEXTS[periodProblem] : undefined;
  const addressError = chosenMode === 'text' && address.trim() === '' ? RENTAL_TEXTS.addressRequired : undefined;
  const quoteArg = typeId !== undefined && datesValid && !periodProblem ? { typeId, startDate, endDate } : skipToken;
  const quote = useGetRentalQuoteQuery(quoteArg);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (typeId === undefined || periodError || addressError || !quote.data) return;
    const where = chosenMode === 'object' && objectId !== undefined ? { objectId } : { address: address.trim() };
    onOrder({ typeId, startDate, endDate, ...where });
  };

  // A period error is said once, under its date; the price waits for a period it can be counted for.
  let price: ReactNode;
  if (periodError) price = null;
  else if (quote.data) {
    price = (
      <>
        <div>
          {T.priceTitle}: <strong data-testid="rental-price">{formatKopecks(quote.data.amount)}</strong>
        </div>
        <div>{priceBreakdown(quote.data)}</div>
        <div className="rp-rent__secondary">
          {periodText(quote.data.startDate, quote.data.endDate)}, {daysText(quote.data.days)}
        </div>
      </>
    );
  } else if (quote.isError) price = <span>{errorMessageOf(quote.error)}</span>;
  else price = <span aria-busy="true">{T.priceCounting}</span>;

  return (
    <form onSubmit={submit} noValidate aria-label={T.orderTitle}>
      <fieldset className="rp-rent__fieldset">
        <legend className="rp-rent__legend">{T.typesTitle}</legend>
        <div className="rp-rent__types">
          {types.map((type) => (
            <label key={type.id} className="rp-rent__type" data-testid={`container-type-${type.id}`}>
              <ContainerPicture picture={type.picture} width={72} />
              <span>
                <span className="rp-rent__type-head">
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type.id}
                    checked={typeId === type.id}
                    onChange={() => setTypeId(type.id)}
                    aria-labelledby={`${id}-type-${type.id}`}
                    aria-describedby={`${id}-type-${type.id}-about`}
                  />
                  <span id={`${id}-type-${type.id}`}>{type.name}</span>
                </span>
                <span id={`${id}-type-${type.id}-about`} style={{ display: 'block', marginTop: 4 }}>
                  <span style={{ display: 'block' }}>
                    {volumeText(type.volume)} · {formatKopecks(type.pricePerDay)} {T.perDay} ·{' '}
                    {formatKopecks(type.pricePerMonth)} {T.perMonth}
                  </span>
                  <span className="rp-rent__secondary" style={{ display: 'block', marginTop: 4 }}>
                    {type.description}
                  </span>
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="rp-rent__fieldset">
        <legend className="rp-rent__legend">{T.addressTitle}</legend>
        {objects.length > 0 ? (
          <div className="rp-rent__choices">
            {(['object', 'text'] as const).map((value) => (
              <label key={value} className="rp-rent__choice">
                <input
                  type="radio"
                  name={`${id}-where`}
                  value={value}
                  checked={chosenMode === value}
                  onChange={() => setMode(value)}
                />
                {value === 'object' ? T.addressObject : T.addressText}
              </label>
            ))}
          </div>
        ) : null}
        {chosenMode === 'object' ? (
          <FormField id={`${id}-object`} label={T.objectLabel} required>
            {(control) => <ObjectSelect {...control} value={objectId} onChange={setObjectId} objects={objects} />}
          </FormField>
        ) : (
          <FormField
            id={`${id}-address`}
            label={T.addressLabel}
            hint={T.addressHint}
            error={tried ? addressError : undefined}
            required
          >
            {(control) => (
              <PlainInput
                {...control}
                size="large"
                autoComplete="street-address"
                maxLength={RENTAL_LIMITS.addressMaxLength}
                value={address}
                onChange={(event) => setAddress(event.target.value)}
              />
            )}
          </FormField>
        )}
      </fieldset>

      <fieldset className="rp-rent__fieldset">
        <legend className="rp-rent__legend">{T.periodTitle}</legend>
        <div className="rp-rent__dates">
          <RentalDateField
            id={`${id}-start`}
            label={T.startLabel}
            value={startDate}
            onChange={setStartDate}
            error={
              periodProblem === 'startInPast' || periodProblem === 'startTooFar' || !isRentalDate(startDate)
                ? periodError
                : undefined
            }
          />
          <RentalDateField
            id={`${id}-end`}
            label={T.endLabel}
            value={endDate}
            onChange={setEndDate}
            error={
              periodProblem === 'endBeforeStart' || periodProblem === 'tooLong' || !isRentalDate(endDate)
                ? periodError
                : undefined
            }
          />
        </div>
        <p className="rp-rent__secondary" style={{ margin: 0 }}>
          {T.periodHint(RENTAL_LIMITS.maxMonths)}
        </p>
      </fieldset>

      <section aria-live="polite" aria-label={T.priceTitle} className="rp-rent__price">
        {price}
      </section>
      <p className="rp-rent__secondary" style={{ margin: '0 0 16px' }}>
        {T.priceRule}
      </p>
      <FormErrorAlert message={error} />
      {blocked ?? (
        <div style={{ maxWidth: 480 }}>
          <SubmitButton loading={submitting}>{T.submit}</SubmitButton>
        </div>
      )}
    </form>
  );
}
