import { INSTALLMENT_CONDITION_TEXTS, INSTALLMENT_LIMITS } from '@resident/contract/limits';
import type { InstallmentApplicationBody } from '@resident/contract';
import { kopecksToInput } from '@resident/payments';
import { formatKopecks, FormErrorAlert, SubmitButton, toIsoDate } from '@resident/ui';
import { Input } from 'antd';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { checkTerms, leastFirstPayment } from '../../lib/terms.ts';
import { INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';
import { ConditionMark, Heading, Paragraph, SECONDARY, visuallyHidden } from '../parts/index.ts';
import { ScheduleTable } from '../schedule-table/index.ts';

export interface ApplicationFormProps {
  /** The account's current debt in kopecks. */
  debt: number;
  onSubmit: (body: InstallmentApplicationBody) => void;
  submitting?: boolean;
  /** The operator API's refusal (spec §8 mapped text). */
  error?: string;
  /** The schedule preview's first date; today by default. */
  today?: string;
}

const MONTH_OPTIONS = Array.from(
  { length: INSTALLMENT_LIMITS.maxMonths - INSTALLMENT_LIMITS.minMonths + 1 },
  (_, index) => INSTALLMENT_LIMITS.minMonths + index,
);
const GREEN = '#237804';
const RED = '#a8071a';
const PRIMARY = '#1677ff';
const monthChoice = (checked: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 32,
    padding: '4px 10px',
    border: `1px solid ${checked ? PRIMARY : '#d9d9d9'}`,
    borderRadius: 6,
    background: checked ? '#e6f4ff' : '#fff',
    cursor: 'pointer',
  }) as const;

/**
 * The application: the first payment and the number of months, each condition shown met or broken
 * as the resident types, and the schedule previewed once all hold. Nothing is sent while a
 * condition is broken; the operator API checks them again and its refusal is shown here.
 */
export function ApplicationForm({
  debt,
  onSubmit,
  submitting = false,
  error,
  today = toIsoDate(new Date()),
}: ApplicationFormProps) {
  const id = useId();
  const [firstPaymentText, setFirstPaymentText] = useState(() => kopecksToInput(leastFirstPayment(debt)));
  const [months, setMonths] = useState<number>(INSTALLMENT_LIMITS.maxMonths);
  const [tried, setTried] = useState(false);
  const check = useMemo(
    () => checkTerms(debt, firstPaymentText, months, today),
    [debt, firstPaymentText, months, today],
  );
  const broken = check.conditions.filter((entry) => !entry.met);
  const blocked = broken.length > 0 || check.amountProblem !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (blocked || check.firstPayment === null) return;
    onSubmit({ firstPayment: check.firstPayment, months });
  };

  const localError =
    tried && blocked ? (
      <>
        {T.cannotSend}:
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {check.amountProblem ? <li>{check.amountProblem}</li> : null}
          {broken.map(({ condition }) => (
            <li key={condition}>{INSTALLMENT_CONDITION_TEXTS[condition]}</li>
          ))}
        </ul>
      </>
    ) : undefined;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Heading level={2} id={`${id}-title`}>
        {T.formTitle}
      </Heading>
      <Paragraph>{T.formIntro}</Paragraph>
      <FormErrorAlert message={localError ?? error} />

      <div style={{ display: 'grid', gap: 16, maxWidth: 480, marginBottom: 16 }}>
        <div>
          <label htmlFor={`${id}-first`} style={{ display: 'block', marginBottom: 4 }}>
            {T.firstPaymentLabel}
          </label>
          <Input
            id={`${id}-first`}
            inputMode="decimal"
            autoComplete="off"
            value={firstPaymentText}
            onChange={(event) => setFirstPaymentText(event.target.value)}
            aria-describedby={`${id}-first-hint`}
            aria-invalid={check.amountProblem !== null || undefined}
            status={check.amountProblem ? 'error' : undefined}
          />
          <div id={`${id}-first-hint`} style={{ marginTop: 4, color: check.amountProblem ? RED : SECONDARY }}>
            {check.amountProblem ?? T.firstPaymentHint(formatKopecks(leastFirstPayment(debt)))}
          </div>
        </div>
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={{ marginBottom: 4, padding: 0, fontSize: 14 }}>{T.monthsLabel}</legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {MONTH_OPTIONS.map((value) => (
              <label key={value} style={monthChoice(months === value)}>
                <input
                  type="radio"
                  name={`${id}-months`}
                  value={value}
                  checked={months === value}
                  onChange={() => setMonths(value)}
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <Heading level={3}>{T.conditionsTitle}</Heading>
      <ul
        aria-label={T.conditionsTitle}
        style={{ listStyle: 'none', padding: 0, margin: '0 0 16px', display: 'grid', gap: 6 }}
      >
        {check.conditions.map(({ condition, met }) => (
          <li
            key={condition}
            data-condition={condition}
            data-met={met}
            style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}
          >
            <ConditionMark met={met} color={met ? GREEN : RED} />
            <span style={{ color: met ? undefined : RED }}>
              {INSTALLMENT_CONDITION_TEXTS[condition]}
              <span style={visuallyHidden}> — {met ? T.conditionMet : T.conditionBroken}</span>
            </span>
          </li>
        ))}
      </ul>

      {check.schedule ? (
        <section aria-labelledby={`${id}-preview`} style={{ marginBottom: 16 }}>
          <Heading level={3} id={`${id}-preview`}>
            {T.previewTitle}
          </Heading>
          <Paragraph secondary>{T.previewNote}</Paragraph>
          <ScheduleTable
            caption={T.previewCaption}
            rows={check.schedule.map((row) => ({
              number: row.number,
              dueDate: row.dueDate,
              amount: row.amountKopecks,
            }))}
            total={debt}
          />
        </section>
      ) : null}

      <div style={{ maxWidth: 480 }}>
        <SubmitButton loading={submitting}>{T.submit}</SubmitButton>
      </div>
    </form>
  );
}
