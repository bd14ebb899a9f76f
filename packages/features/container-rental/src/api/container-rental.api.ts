import type {
  ContainerType,
  CreatedRental,
  CreateRentalBody,
  ExtensionQuote,
  ExtensionResult,
  Rental,
  RentalQuote,
  RentalQuoteQuery,
  ReturnQuote,
  ReturnResult,
} from '@resident/contract';
import { baseApi, billingTag } from '@resident/api';

export type RentalArg = { contragentId: number; rentalId: number };
export type ExtensionArg = RentalArg & { endDate: string };
export type ReturnArg = RentalArg & { returnDate: string };

const rentals = (contragentId: number) => `client/${contragentId}/container-rentals`;
const rental = ({ contragentId, rentalId }: RentalArg) => `${rentals(contragentId)}/${rentalId}`;
const changed = <T>(result: T | undefined) => (result ? (['ContainerRental'] as const) : []);

/**
 * The container-rental calls of the operator API (contract `container-rental.ts`). The rentals and
 * the quotes provide 'ContainerRental', which every change invalidates, and the rentals 'Billing'
 * too: a rental or extension payment that settles invalidates 'Billing' (@resident/payments), so
 * the paid rental and its new end show by themselves.
 */
export const containerRentalApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getContainerTypes: build.query<ContainerType[], void>({
      query: () => 'client/container-rental/types',
    }),
    getRentalQuote: build.query<RentalQuote, RentalQuoteQuery>({
      query: (params) => ({ url: 'client/container-rental/quote', params }),
    }),
    getRentals: build.query<Rental[], number>({
      query: (contragentId) => rentals(contragentId),
      providesTags: (_result, _error, contragentId) => ['ContainerRental', billingTag(contragentId)],
    }),
    createRental: build.mutation<CreatedRental, { contragentId: number; body: CreateRentalBody }>({
      query: ({ contragentId, body }) => ({ url: rentals(contragentId), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    getExtensionQuote: build.query<ExtensionQuote, ExtensionArg>({
      query: ({ endDate, ...arg }) => ({ url: `${rental(arg)}/extension-quote`, params: { endDate } }),
      providesTags: ['ContainerRental'],
    }),
    extendRental: build.mutation<ExtensionResult, ExtensionArg>({
      query: ({ endDate, ...arg }) => ({ url: `${rental(arg)}/extension`, method: 'POST', body: { endDate } }),
      invalidatesTags: changed,
    }),
    getReturnQuote: build.query<ReturnQuote, ReturnArg>({
      query: ({ returnDate, ...arg }) => ({ url: `${rental(arg)}/return-quote`, params: { returnDate } }),
      providesTags: ['ContainerRental'],
    }),
    returnRental: build.mutation<ReturnResult, ReturnArg & { refund: number }>({
      query: ({ returnDate, refund, ...arg }) => ({
        url: `${rental(arg)}/return`,
        method: 'POST',
        body: { returnDate, refund },
      }),
      invalidatesTags: changed,
    }),
    cancelRental: build.mutation<Rental, RentalArg>({
      query: (arg) => ({ url: `${rental(arg)}/cancel`, method: 'POST' }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetContainerTypesQuery,
  useGetRentalQuoteQuery,
  useGetRentalsQuery,
  useCreateRentalMutation,
  useGetExtensionQuoteQuery,
  useExtendRentalMutation,
  useGetReturnQuoteQuery,
  useReturnRentalMutation,
  useCancelRentalMutation,
} = containerRentalApi;
