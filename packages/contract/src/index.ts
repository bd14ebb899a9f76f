export * from './altcha.ts';
export * from './branding.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './oauth.ts';
export * from './revoke.ts';
export * from './user.ts';
