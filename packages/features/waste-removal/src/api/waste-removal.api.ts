import type { WastePickup } from '@resident/contract';
import { baseApi, billingTag } from '@resident/api';

export type CancelPickupArg = { contragentId: number; pickupId: number };

export const base = (contragentId: number) => `client/${contragentId}/waste-removal`;

/**
 * The account's pickups and cancelling one (contract `waste-removal.ts`; ordering's calls are in
 * ordering.api.ts, loaded with the order panel), all under the 'WasteRemoval' tag: making or
 * cancelling an order reloads the orders and the windows, and so does
 * the dispatch's {type:'wastePickup'} (@resident/communication), which is how a pickup the operator
 * schedules changes on an open screen. The orders provide 'Billing' too: a payment that settles
 * invalidates it (@resident/payments), so a paid order shows paid by itself.
 */
export const wasteRemovalApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getWastePickups: build.query<WastePickup[], number>({
      query: (contragentId) => `${base(contragentId)}/pickups`,
      providesTags: (_result, _error, contragentId) => ['WasteRemoval', billingTag(contragentId)],
    }),
    cancelWastePickup: build.mutation<WastePickup, CancelPickupArg>({
      query: ({ contragentId, pickupId }) => ({
        url: `${base(contragentId)}/pickups/${pickupId}/cancel`,
        method: 'POST',
      }),
      invalidatesTags: ['WasteRemoval'],
    }),
  }),
});

export const { useGetWastePickupsQuery, useCancelWastePickupMutation } = wasteRemovalApi;
