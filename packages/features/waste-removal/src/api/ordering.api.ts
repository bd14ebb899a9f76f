import type { CreateWastePickupBody, WastePickup, WasteSlot, WasteType } from '@resident/contract';
import { baseApi } from '@resident/api';
import { base } from './waste-removal.api';

export type CreatePickupArg = { contragentId: number; body: CreateWastePickupBody };

/**
 * Ordering's calls (the kinds with their tariffs, the windows, the order itself), injected when the
 * order panel loads; under 'WasteRemoval' like the orders, so a new order reloads the list and the
 * windows.
 */
export const orderingApi = baseApi.injectEndpoints({
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
    createWastePickup: build.mutation<WastePickup, CreatePickupArg>({
      query: ({ contragentId, body }) => ({ url: `${base(contragentId)}/pickups`, method: 'POST', body }),
      invalidatesTags: ['WasteRemoval'],
    }),
  }),
});

export const { useGetWasteTypesQuery, useGetWasteSlotsQuery, useCreateWastePickupMutation } = orderingApi;
