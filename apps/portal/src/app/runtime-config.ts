/**
 * The runtime configuration (design.md §1): one build serves every environment and operator, so
 * API bases and the client credential come from /config.json at startup, never from the bundle.
 */
export const ENVIRONMENTS = ['development', 'preprod', 'production', 'ecocenter', 'demo'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export type RuntimeConfig = {
  apiBase: string;
  v2Base: string;
  v3Base: string;
  wsBase: string;
  marketplaceBase: string;
  basicCredential: string;
  environment: Environment;
  /** The string 'true' sends every resident route to /service-unavailable (spec §4). */
  serviceUnavailable: 'true' | 'false';
  analyticsCounterId: string;
  mapsApiKey: string;
};

const DEFAULTS: Omit<RuntimeConfig, 'basicCredential'> = {
  apiBase: '/api/',
  v2Base: '/api/v2/',
  v3Base: '/api/v3/',
  wsBase: '/api/ws',
  marketplaceBase: '/api/marketplace/v1/',
  environment: 'development',
  serviceUnavailable: 'false',
  analyticsCounterId: '',
  mapsApiKey: '',
};

function text(value: unknown, name: string, fallback?: string): string {
  if (typeof value === 'string' && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`В файле config.json не задано поле ${name}`);
}

/** Validates config.json by hand: zod would cost the first load more than this file. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  if (typeof input !== 'object' || input === null) throw new Error('Файл config.json повреждён');
  const raw = input as Record<string, unknown>;
  const environment = text(raw.environment, 'environment', DEFAULTS.environment);
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) {
    throw new Error(`Неизвестное окружение в config.json: ${environment}`);
  }
  return {
    apiBase: text(raw.apiBase, 'apiBase', DEFAULTS.apiBase),
    v2Base: text(raw.v2Base, 'v2Base', DEFAULTS.v2Base),
    v3Base: text(raw.v3Base, 'v3Base', DEFAULTS.v3Base),
    wsBase: text(raw.wsBase, 'wsBase', DEFAULTS.wsBase),
    marketplaceBase: text(raw.marketplaceBase, 'marketplaceBase', DEFAULTS.marketplaceBase),
    basicCredential: text(raw.basicCredential, 'basicCredential'),
    environment: environment as Environment,
    serviceUnavailable: raw.serviceUnavailable === 'true' ? 'true' : 'false',
    analyticsCounterId: typeof raw.analyticsCounterId === 'string' ? raw.analyticsCounterId : '',
    mapsApiKey: typeof raw.mapsApiKey === 'string' ? raw.mapsApiKey : '',
  };
}

export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  // The default cache mode lets the browser hand over index.html's preload of this file; the
  // servers send it with Cache-Control: no-store, so it is never stale.
  const response = await fetchFn('/config.json');
  if (!response.ok) throw new Error(`Не удалось загрузить настройки портала (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
