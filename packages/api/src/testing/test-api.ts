import { baseApi } from '../query/base-api.ts';

/** Endpoints that exist only in tests, one per client and response kind. */
export const testApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    ping: build.query<{ n: number }, number>({ query: (n) => `ping/${n}` }),
    search: build.query<unknown, Record<string, unknown>>({
      query: (params) => ({ url: 'search', params }),
      extraOptions: { client: 'params' },
    }),
    plainPing: build.query<unknown, void>({ query: () => 'free', extraOptions: { client: 'plain' } }),
    marketplacePing: build.query<unknown, void>({ query: () => 'products', extraOptions: { client: 'marketplace' } }),
    authPost: build.mutation<unknown, Record<string, string>>({
      query: (body) => ({ url: 'oauth/token', method: 'POST', body }),
      extraOptions: { client: 'auth' },
    }),
    download: build.query<Blob, void>({
      query: () => ({ url: 'document/1', responseHandler: (response) => response.blob() }),
    }),
  }),
});
