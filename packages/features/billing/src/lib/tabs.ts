/** Billing's tabs: the header shows them (manifest), the page draws the one in ?tab=. */
export const BILLING_TABS = [
  { key: 'charges', label: 'Начисления' },
  { key: 'payments', label: 'Платежи' },
  { key: 'receipts', label: 'Квитанции' },
  { key: 'reconciliation', label: 'Акт сверки' },
] as const;

export type BillingTabKey = (typeof BILLING_TABS)[number]['key'];

export function tabOf(search: URLSearchParams): (typeof BILLING_TABS)[number] {
  return BILLING_TABS.find((tab) => tab.key === search.get('tab')) ?? BILLING_TABS[0];
}
