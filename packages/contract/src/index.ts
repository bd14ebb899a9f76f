export * from './altcha.ts';
export * from './branding.ts';
export * from './errors.ts';
export * from './oauth.ts';
export * from './user.ts';
