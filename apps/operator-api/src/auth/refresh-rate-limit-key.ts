const REFRESH_PREFIX = 'refresh:';

/** The token route's flood-limit key for a refresh grant from `ip`. */
export const refreshRateLimitKey = (ip: string): string => `${REFRESH_PREFIX}${ip}`;

/**
 * The refresh flood limit's keys: counted in each instance's memory even with several instances on
 * PostgreSQL, so refreshing (the hot path) makes no query for it.
 */
export const isRefreshRateLimitKey = (key: string): boolean => key.startsWith(REFRESH_PREFIX);
