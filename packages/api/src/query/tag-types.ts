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
  'Objects',
  'Litigation',
  'Insurance',
  'Vacancies',
  'ServicePay',
  'WasteRemoval',
  'ContainerRental',
  'Installments',
  'Prizes',
  // One account's money (summary, charges, history, and what a payment settles), always with the
  // account's contragent id: a payment invalidates its own account's, never another's.
  'Billing',
  // One payment, by its id.
  'Payment',
] as const;

export type TagType = (typeof TAG_TYPES)[number];
