export { buildServer } from './server/build-server.ts';
export { loadOptionsFromEnv } from './config/env.ts';
export type { Env } from './config/env.ts';
export { defaultOptions } from './config/options.ts';
export type { LogLevel, ServerOptions } from './config/options.ts';
export { DEMO_PASSWORD, demoResidents } from './db/demo-residents.ts';
export type { DemoContragent, DemoResident } from './db/demo-residents.ts';
export { ADMIN_TOKEN_FILE, ensureAdminTokenFile } from './config/admin-token.ts';
