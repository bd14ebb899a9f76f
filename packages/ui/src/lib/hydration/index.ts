export { keepEarlyTap, takeEarlyTap, takeEarlyTapMatching, useEarlyTap } from './early-tap.ts';
export { useHydrated } from './use-hydrated.ts';
export { useTypedBeforeHydration } from './use-typed-before-hydration.ts';
