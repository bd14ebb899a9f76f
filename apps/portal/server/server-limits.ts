// Every limit of the portal's server in one place; apps/portal/README.md («Limits») says why each
// has its value. Compare nginx (client_header_timeout, client_body_timeout, limit_conn,
// keepalive_timeout) and Apache's mod_reqtimeout (a body deadline extended by a minimum rate).
export const SERVER_LIMITS = {
  /** The whole header block of a request must arrive within this (Node's headersTimeout). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included, must arrive within this (Node's requestTimeout). */
  requestTimeoutMs: 300_000,
  /** An idle keep-alive connection is closed after this (Node's keepAliveTimeout). */
  keepAliveTimeoutMs: 5_000,
  /**
   * A connection on which nothing moves either way for this long is closed (Node's socket
   * timeout, Fastify's connectionTimeout): a client that stops reading a large answer does not
   * hold the answer's connection to the API for longer.
   */
  idleSocketTimeoutMs: 60_000,
  /** How often Node checks the two timeouts above (its default, 30 s, would let them run over). */
  connectionsCheckingIntervalMs: 1_000,
  /** Header block size (Node's maxHeaderSize); larger → 431. */
  maxHeaderSize: 16 * 1024,
  /** Open connections from one client address; more are refused with 503. */
  connectionsPerAddress: 128,
  /** Open connections in all (Node's server.maxConnections): beyond it new ones are dropped. */
  maxConnections: 10_000,
  /** A body gets this long before the minimum rate applies … */
  bodyGraceMs: 10_000,
  /** … and then one more second per this many bytes received (mod_reqtimeout's MinRate). */
  bodyMinBytesPerSecond: 1_000,
  /** Bodies other than uploads are read whole, up to this, before they go to the API. */
  smallBodyLimit: 64 * 1024,
  /**
   * A declared body over smallBodyLimit but under this is read and dropped after its 413, and the
   * connection kept: a proxy in front (nginx sends the whole body it buffered) that met a closed
   * connection mid-body would turn the 413 into its own 502. Larger ones are cut off unread.
   */
  oversizedBodyDrainLimit: 8 * 1024 * 1024,
};

export type ServerLimits = typeof SERVER_LIMITS;

export const PROXY_LIMITS = {
  /** Connections to one instance for ordinary calls (bodies already read, answers quick). */
  upstreamConnections: 64,
  /**
   * Ordinary calls waiting for one of those connections, per instance; more are refused with 503
   * at once (past the API's capacity an unbounded queue made every answer take seconds).
   */
  upstreamQueue: 256,
  /** Connections to one instance for uploads, whose bodies stream at the client's pace. */
  uploadConnections: 8,
  /** Uploads waiting for one of those connections, per instance; more are refused with 503. */
  uploadQueue: 16,
  /** /api requests one client address may have in flight at once (half an instance's pool); more: 503. */
  requestsPerAddress: 32,
  /** Uploads one client address may have in flight; more are refused with 503. */
  uploadsPerAddress: 4,
  connectTimeoutMs: 2_000,
  /** The instance must start answering within this (receipts' PDFs are the slowest calls). */
  upstreamHeadersTimeoutMs: 30_000,
  /** … and keep its answer flowing (no gap longer than this). */
  upstreamBodyTimeoutMs: 30_000,
  /** An idle connection to an instance is closed after this (the API keeps them 72 s). */
  upstreamKeepAliveMs: 2_000,
  healthIntervalMs: 1_000,
  healthTimeoutMs: 1_000,
  /** The instance must switch protocols within this, or the websocket is refused with 504. */
  websocketHandshakeMs: 5_000,
  /** The Retry-After (seconds) of the proxy's own 503s. */
  retryAfterSeconds: 5,
};

export type ProxyLimits = typeof PROXY_LIMITS;
