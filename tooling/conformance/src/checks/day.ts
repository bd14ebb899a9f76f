/** The date `offset` days from today (UTC), as the API's YYYY-MM-DD. */
export const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
