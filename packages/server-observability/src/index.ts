export { createHttpMetrics, type HttpMetrics } from './http-metrics.ts';
export { listenMetrics } from './metrics-listener.ts';
export { isProxyList, requestIdOf, trustedPeers } from './request-id.ts';
