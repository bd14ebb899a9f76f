import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessageOf } from '@resident/api';
import type { ExtensionResult, Rental } from '@resident/contract';
import {
  isRentalDate,
  latestRentalEnd,
  RENTAL_TEXTS,
  rentalExtensionProblem,
  shiftRentalDate,
} from '@resident/contract/limits';
import { formatDate, formatKopecks, FormErrorAlert, PlainButton, SubmitButton } from '@resident/ui';
import { useId, useState, type FormEvent } from 'react';
import { useExtendRentalMutation, useGetExtensionQuoteQuery } from '../../api/container-rental.api';
import { daysText } from '../../lib/format';
import { RENTAL_PAGE_TEXTS as T } from '../../lib/texts';
import { RentalDateField } from '../parts';

export interface ExtendPanelProps {
  contragentId: number;
  rental: Rental;
  onExtended: (result: ExtensionResult) => void;
  onClose: () => void;
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * A new end date and what it costs (the operator API's quote: the whole rental's price to the new
 * end minus its price to the current one); confirming makes the extension's order to pay, or moves
 * the end at once when nothing is due.
 */
export function ExtendPanel({ contragentId, rental, onExtended, onClose }: ExtendPanelProps) {
  const id = useId();
  const latest = latestRentalEnd(rental.startDate);
  const [endDate, setEndDate] = useState(() => earlier(shiftRentalDate(rental.endDate, 7), latest));
  const [extend, extension] = useExtendRentalMutation();
  const [error, setError] = useState<string | null>(null);
  const problem = isRentalDate(endDate) ? rentalExtensionProblem(rental.startDate, rental.endDate, endDate) : 'format';
  const problemText = problem === 'format' ? RENTAL_TEXTS.dateFormat : problem ? RENTAL_TEXTS[problem] : undefined;
  const quote = useGetExtensionQuoteQuery(problem ? skipToken : { contragentId, rentalId: rental.id, endDate });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || !quote.data) return;
    setError(null);
    try {
      onExtended(await extend({ contragentId, rentalId: rental.id, endDate }).unwrap());
    } catch (failure) {
      setError(errorMessageOf(failure as Parameters<typeof errorMessageOf>[0]));
    }
  };

  let cost;
  if (problemText) cost = null;
  else if (quote.data) {
    const days = daysText(quote.data.addedDays);
    cost =
      quote.data.amount > 0 ? (
        <strong data-testid="extension-cost">{T.extendCost(formatKopecks(quote.data.amount), days)}</strong>
      ) : (
        <span data-testid="extension-cost">{T.extendFree(days)}</span>
      );
  } else if (quote.isError) cost = errorMessageOf(quote.error);
  else cost = <span aria-busy="true">{T.priceCounting}</span>;

  return (
    <form
      className="rp-rent__panel"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`}>{T.extendTitle}</h4>
      <RentalDateField
        id={`${id}-end`}
        label={T.newEndLabel}
        value={endDate}
        onChange={setEndDate}
        error={problemText}
        hint={T.extendHint(formatDate(latest))}
      />
      <p aria-live="polite" style={{ margin: '0 0 12px' }}>
        {cost}
      </p>
      <FormErrorAlert message={error} />
      <div className="rp-rent__actions">
        <SubmitButton loading={extension.isLoading} style={{ width: 'auto' }}>
          {quote.data?.amount === 0 ? T.extendFreeSubmit : T.extendPay}
        </SubmitButton>
        <PlainButton size="large" onClick={onClose}>
          {T.close}
        </PlainButton>
      </div>
    </form>
  );
}
