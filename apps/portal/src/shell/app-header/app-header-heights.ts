/**
 * Fixed heights of the header's rows: the header is as tall as its rows say before anything has
 * loaded, so the content below never moves (CLS budget). The tabs row exists only with tabs. A
 * file of its own: the main layout reserves the space before the header's antd code arrives.
 */
export const APP_HEADER_HEIGHTS = { bar: 56, tabs: 46 } as const;
