import type { CreateWastePickupBody, WastePickup, WasteSlot, WasteType } from '@resident/contract';
import { baseApi } from '@resident/api';

export type CreatePickupArg = { contragentId: number; body: CreateWastePickupBody };
export type CancelPickupArg = { contragentId: number; pickupId: number };

const base = (contragentId: number) => `client/${contragentId}/waste-removal`;

/**
 * The waste-removal calls of the operator API (contract `waste-removal.ts`), all under the
 * 'WasteRemoval' tag: making or cancelling an order reloads the orders and the windows, and so does
 * the dispatch's {type:'wastePickup'} (@resident/communication), which is how a pickup the operator
 * schedules changes on an open screen. The orders provide 'Billing' too: a payment that settles
 * invalidates it (@resident/payments), so a paid order shows paid by itself.
 */
export const wasteRemovalApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getWasteTypes: build.query<WasteType[], number>({
      query: (contragentId) => `${base(contragentId)}/types`,
      providesTags: ['WasteRemoval'],
    }),
    getWasteSlots: build.query<WasteSlot[], number>({
      query: (contragentId) => `${base(contragentId)}/slots`,
      providesTags: ['WasteRemoval'],
    }),
    getWastePickups: build.query<WastePickup[], number>({
      query: (contragentId) => `${base(contragentId)}/pickups`,
      providesTags: ['WasteRemoval', 'Billing'],
    }),
    createWastePickup: build.mutation<WastePickup, CreatePickupArg>({
      query: ({ contragentId, body }) => ({ url: `${base(contragentId)}/pickups`, method: 'POST', body }),
      invalidatesTags: ['WasteRemoval'],
    }),
    cancelWastePickup: build.mutation<WastePickup, CancelPickupArg>({
      query: ({ contragentId, pickupId }) => ({ url: `${base(contragentId)}/pickups/${pickupId}/cancel`, method: 'POST' }),
      invalidatesTags: ['WasteRemoval'],
    }),
  }),
});

export const { useGetWasteTypesQuery, useGetWasteSlotsQuery, useGetWastePickupsQuery, useCreateWastePickupMutation, useCancelWastePickupMutation } = wasteRemovalApi;
