/** Where the acquirer posts its notifications: the route listens here, the test acquirer sends here. */
export const NOTIFICATIONS_PREFIX = '/api/acquirer';
export const NOTIFICATIONS_PATH = `${NOTIFICATIONS_PREFIX}/notifications`;
