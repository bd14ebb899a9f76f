/** Every cache tag the product uses; features pick from these, never add their own. */
export const TAG_TYPES = [
  'User',
  'Contragent',
  'Account',
  // The resident's list of personal accounts (header switch, profile).
  'Accounts',
  'Profile',
  'Sessions',
  'Tasks',
  'Chats',
  'Chat',
  'Messages',
  'Unread',
  'ChatCategories',
  'ChangeObjects',
  'Charges',
  'Payments',
  'Receipts',
  'Objects',
  'Litigation',
  'Insurance',
  'Vacancies',
  'ServicePay',
  'WasteRemoval',
  'ContainerRental',
  'Installments',
  'Prizes',
  'Notifications',
  'Profile',
  // Issue 12: an account's money (summary, charges, history, receipts) and one payment.
  'Billing',
  'Payment',
] as const;

export type TagType = (typeof TAG_TYPES)[number];
