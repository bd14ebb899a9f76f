import type { Contragent, TokenResponse, UserResponse } from '@resident/contract';

/**
 * Hand-written examples of the components a backend author reads first; every other example is
 * generated from its schema (sample-value.ts). Typed by the contract, so they cannot drift from it.
 */
export const COMPONENT_EXAMPLES: Record<string, unknown> = {
  TokenResponse: {
    access_token: 'eyJhbGciOiJIUzI1NiJ9.access.signature',
    refresh_token: 'k3Jd9sX2-refresh-token-rotated-on-each-use',
    expires_in: 300,
    token_type: 'bearer',
    marketplace_token: 'eyJhbGciOiJIUzI1NiJ9.marketplace.signature',
  } satisfies TokenResponse,
  UserResponse: {
    id: 17,
    lastName: 'Образцова',
    firstName: 'Анна',
    middleName: 'Сергеевна',
    operator: 'Регоператор',
    verified: true,
    contragents: [{ id: 42, stateDutyDebt: false }],
  } satisfies UserResponse,
  Contragent: {
    id: 42,
    fullName: 'Образцова Анна Сергеевна',
    numberPersonalAccount: '6900123456',
    isClosed: false,
    stateDutyDebt: false,
    wasteDisposal: true,
    isInstallmentRegister: false,
    address: 'г. Тверь, ул. Примерная, д. 1, кв. 2',
    popupWindows: [{ id: 3, title: 'Новый тариф', text: 'С 1 января тариф на вывоз ТКО изменился.' }],
  } satisfies Contragent,
};
