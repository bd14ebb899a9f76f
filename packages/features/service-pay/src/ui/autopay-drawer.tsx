import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessageOf } from '@resident/api';
import type { AutopayBody, AutopayFirstCharge, AutopayState } from '@resident/contract';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useGetAutopayPreviewQuery, useLazyGetAutopayPreviewQuery } from '../api/service-pay.api';
import { initialAutopayValues, previewSettingsOf, type AutopayFormValues } from '../lib/autopay-form';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { useDebounced } from '../lib/use-debounced';
import { AutopayForm } from './autopay-form';
import { ChargeConfirmation } from './charge-confirmation';
import { FirstChargeNote } from './first-charge-note';

/** What a save came to: saved, refused for a reason shown above the form, or a close charge to confirm. */
export type AutopaySaveOutcome = 'saved' | 'failed' | 'confirm';

export interface AutopayDrawerProps {
  open: boolean;
  contragentId: number;
  state: AutopayState;
  /** The account's debt: a new autopay's suggested maximum leaves room above it. */
  debt: number;
  onClose: () => void;
  onSave: (body: AutopayBody) => Promise<AutopaySaveOutcome>;
  saving: boolean;
  error: string | null;
}

type QueryError = Parameters<typeof errorMessageOf>[0];
type Pending = { body: AutopayBody; charge: AutopayFirstCharge & { on: string }; changed: boolean };

const keyOf = (settings: { maxAmount: number; day: number | null } | undefined) =>
  settings ? `${settings.maxAmount}:${settings.day ?? ''}` : '';
const PREVIEW_DELAY_MS = 300;

/**
 * The settings form in a drawer; it loads with antd's Form the first time it opens. Before saving
 * it shows the first charge as the operator API computes it, and a charge within a few days is
 * saved only after the resident confirms its date and amount (asked again with the new figures if
 * the operator finds they changed meanwhile).
 */
export default function AutopayDrawer({
  open,
  contragentId,
  state,
  debt,
  onClose,
  onSave,
  saving,
  error,
}: AutopayDrawerProps) {
  const [initialValues] = useState(() => initialAutopayValues(state.autopay, state.cards, debt));
  const [values, setValues] = useState<Partial<AutopayFormValues>>(initialValues);
  const [pending, setPending] = useState<Pending | null>(null);
  const [askError, setAskError] = useState<string | null>(null);
  const settledKey = useDebounced(keyOf(previewSettingsOf(values)), PREVIEW_DELAY_MS);
  const [maxAmount, day] = settledKey.split(':');
  const preview = useGetAutopayPreviewQuery(
    settledKey ? { contragentId, maxAmount: Number(maxAmount), day: day ? Number(day) : null } : skipToken,
  );
  const [askPreview] = useLazyGetAutopayPreviewQuery();
  const current = keyOf(previewSettingsOf(values)) === settledKey ? preview.data?.firstCharge : undefined;

  /** The first charge of exactly these settings; fresh: not from the cache. */
  const firstChargeOf = async (body: AutopayBody, fresh: boolean) =>
    (await askPreview({ contragentId, maxAmount: body.maxAmount, day: body.day }, !fresh).unwrap()).firstCharge;

  const ask = (body: AutopayBody, charge: AutopayFirstCharge, changed: boolean) => {
    if (charge.on === null) return false;
    setPending({ body, charge: { ...charge, on: charge.on }, changed });
    return true;
  };

  async function save(body: AutopayBody) {
    setAskError(null);
    if ((await onSave(body)) !== 'confirm') {
      setPending(null);
      return;
    }
    // The operator found a close charge not confirmed as it is now: ask with its figures of now.
    const { confirmedCharge: _previous, ...settings } = body;
    try {
      if (!ask(settings, await firstChargeOf(settings, true), true)) setPending(null);
    } catch (failure) {
      setPending(null);
      setAskError(errorMessageOf(failure as QueryError));
    }
  }

  async function submit(body: AutopayBody) {
    setAskError(null);
    if (body.enabled) {
      // Not shown the preview yet (or it failed): the save's own refusal asks then.
      const charge = await firstChargeOf(body, false).catch(() => undefined);
      if (charge?.needsConfirmation && ask(body, charge, false)) return;
    }
    await save(body);
  }

  const cardMask = state.cards.find((card) => card.id === pending?.body.cardId)?.mask ?? '';
  return (
    <Drawer title={T.settingsTitle} open={open} onClose={onClose} size="default" destroyOnHidden>
      <AutopayForm
        initialValues={initialValues}
        cards={state.cards}
        onSave={submit}
        saving={saving}
        error={error ?? askError}
        onValuesChange={(next) => {
          setValues(next);
          setPending(null);
        }}
        firstCharge={
          <FirstChargeNote
            enabled={values.enabled === true}
            firstCharge={current}
            loading={!preview.isError && current === undefined}
            failed={preview.isError}
          />
        }
        confirmation={
          pending ? (
            <ChargeConfirmation
              charge={pending.charge}
              cardMask={cardMask}
              changed={pending.changed}
              busy={saving}
              onConfirm={() =>
                void save({
                  ...pending.body,
                  confirmedCharge: { on: pending.charge.on, amount: pending.charge.amount },
                })
              }
              onCancel={() => setPending(null)}
            />
          ) : undefined
        }
      />
    </Drawer>
  );
}
