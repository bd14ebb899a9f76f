// Tags with ids, so a change reloads what it changed and not everything of its type. RTK Query
// matches an invalidated tag with an id only against tags provided with that id, and a plain type
// against all of them: a query providing the plain type would miss these invalidations.

/**
 * One account's money. Everything that shows money or what a payment settles provides it, and a
 * payment of that account invalidates it (@resident/payments); another account's stays cached.
 */
export const billingTag = (contragentId: number) => ({ type: 'Billing' as const, id: contragentId });

/**
 * Every list of recalculation requests (appeals, the objects that list their open ones): filing a
 * request, a comment or a read mark reloads the lists, not every request's thread.
 */
export const CHANGE_OBJECT_LISTS = { type: 'ChangeObjects' as const, id: 'LIST' };

/** One request with its comments (and the lists that show it). */
export const changeObjectTag = (id: number) => ({ type: 'ChangeObjects' as const, id });
