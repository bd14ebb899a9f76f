import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessageOf } from '@resident/api';
import type { Rental, ReturnResult } from '@resident/contract';
import { isRentalDate, RENTAL_TEXTS, rentalReturnProblem, rentalToday } from '@resident/contract/limits';
import { formatKopecks, FormErrorAlert, PlainButton, SubmitButton } from '@resident/ui';
import { useId, useState, type FormEvent } from 'react';
import { useGetReturnQuoteQuery, useReturnRentalMutation } from '../../api/container-rental.api';
import { daysText } from '../../lib/format';
import { RENTAL_PAGE_TEXTS as T } from '../../lib/texts';
import { RentalDateField } from '../parts';

export interface ReturnPanelProps {
  contragentId: number;
  rental: Rental;
  onReturned: (result: ReturnResult) => void;
  onClose: () => void;
  today?: string;
}

/**
 * Returning early: the return date, then what was used and what comes back (the operator API's
 * quote by the rental rule), shown before the resident confirms. The confirmation carries the
 * refund shown, so a refund that changed meanwhile is refused rather than paid out unseen.
 */
export function ReturnPanel({ contragentId, rental, onReturned, onClose, today = rentalToday() }: ReturnPanelProps) {
  const id = useId();
  const [returnDate, setReturnDate] = useState(today);
  const [giveBack, giving] = useReturnRentalMutation();
  const [error, setError] = useState<string | null>(null);
  const problem = isRentalDate(returnDate) ? rentalReturnProblem(rental.endDate, returnDate, today) : 'format';
  const problemText = problem === 'format' ? RENTAL_TEXTS.dateFormat : problem ? RENTAL_TEXTS[problem] : undefined;
  const quote = useGetReturnQuoteQuery(problem ? skipToken : { contragentId, rentalId: rental.id, returnDate });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || !quote.data) return;
    setError(null);
    try {
      onReturned(await giveBack({ contragentId, rentalId: rental.id, returnDate, refund: quote.data.refund }).unwrap());
    } catch (failure) {
      setError(errorMessageOf(failure as Parameters<typeof errorMessageOf>[0]));
      // The refund may have changed (the day turned): ask again, so what is shown is what is due.
      if (!problem) void quote.refetch();
    }
  };

  let figures;
  if (problemText) figures = null;
  else if (quote.data) {
    figures = (
      <>
        <div>{T.returnUsed(daysText(quote.data.usedDays), formatKopecks(quote.data.usedAmount))}</div>
        <div>{T.returnPaid(formatKopecks(quote.data.paid))}</div>
        {quote.data.refund > 0 ? (
          <strong data-testid="return-refund">{T.returnRefund(formatKopecks(quote.data.refund))}</strong>
        ) : (
          <span data-testid="return-refund">{T.returnNothing}</span>
        )}
      </>
    );
  } else if (quote.isError) figures = errorMessageOf(quote.error);
  else figures = <span aria-busy="true">{T.priceCounting}</span>;

  return (
    <form
      className="rp-rent__panel"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`}>{T.returnTitle}</h4>
      <RentalDateField
        id={`${id}-date`}
        label={T.returnDateLabel}
        value={returnDate}
        onChange={setReturnDate}
        error={problemText}
        hint={T.returnHint}
      />
      <div aria-live="polite" style={{ margin: '0 0 12px' }}>
        {figures}
      </div>
      <FormErrorAlert message={error} />
      <div className="rp-rent__actions">
        <SubmitButton loading={giving.isLoading} style={{ width: 'auto' }}>
          {T.returnSubmit}
        </SubmitButton>
        <PlainButton size="large" onClick={onClose}>
          {T.close}
        </PlainButton>
      </div>
    </form>
  );
}
