import { errorMessageOf, useGetObjectsQuery } from '@resident/api';
import type { CreateWastePickupBody, WastePickup } from '@resident/contract';
import { PlainButton, StatusAlert } from '@resident/ui';
import { Drawer, Skeleton } from 'antd';
import { useState } from 'react';
import { useCreateWastePickupMutation, useGetWasteSlotsQuery, useGetWasteTypesQuery } from '../../api/ordering.api';
import { ORDER_TEXTS as T } from '../../lib/order-texts';
import { OrderForm } from '../order-form';

export interface OrderDrawerProps {
  contragentId: number;
  onClose: () => void;
  /** The order the API made, with its price, and the price the form showed. */
  onCreated: (pickup: WastePickup, previewAmount: number) => void;
}

type QueryError = Parameters<typeof errorMessageOf>[0];

/**
 * Ordering in a side panel (the whole screen on a 375 px phone): the account's objects, the kinds
 * of waste and the free windows, then the order. A window taken meanwhile (409) is said so, the
 * windows reload and everything else chosen stays.
 */
export function OrderDrawer({ contragentId, onClose, onCreated }: OrderDrawerProps) {
  const objects = useGetObjectsQuery(contragentId);
  const types = useGetWasteTypesQuery(contragentId);
  // Windows change as others order: always asked afresh when the panel opens.
  const slots = useGetWasteSlotsQuery(contragentId, { refetchOnMountOrArgChange: true });
  const [create, creation] = useCreateWastePickupMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(body: CreateWastePickupBody, previewAmount: number) {
    setError(null);
    try {
      onCreated(await create({ contragentId, body }).unwrap(), previewAmount);
    } catch (failure) {
      setError(errorMessageOf(failure as QueryError));
      if ((failure as { status?: unknown }).status === 409) void slots.refetch();
    }
  }

  const failed = [objects, types, slots].find((query) => query.isError);
  let content;
  if (failed) {
    content = (
      <StatusAlert
        type="error"
        action={
          <PlainButton
            size="small"
            onClick={() => {
              for (const query of [objects, types, slots]) if (query.isError) void query.refetch();
            }}
          >
            {T.retry}
          </PlainButton>
        }
      >
        {errorMessageOf(failed.error)}
      </StatusAlert>
    );
  } else if (!objects.data || !types.data || !slots.data) {
    content = (
      <div aria-busy="true">
        <p>{T.optionsLoading}</p>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (objects.data.length === 0) {
    content = <StatusAlert type="info">{T.noObjects}</StatusAlert>;
  } else {
    content = (
      <OrderForm
        objects={objects.data}
        types={types.data}
        slots={slots.data}
        onSubmit={submit}
        submitting={creation.isLoading}
        error={error}
      />
    );
  }

  return (
    <Drawer open onClose={onClose} title={T.orderTitle} size="min(100vw, 560px)" destroyOnHidden>
      {content}
    </Drawer>
  );
}
