// One lint config for the whole monorepo; ESLint finds it from any package.
export { default } from '@resident/eslint-config';
