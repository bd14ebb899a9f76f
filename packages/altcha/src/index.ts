// The altcha proof of work ("Я не робот") of the guest forms: login, public /pay and later
// registration and recovery. Features never import each other, so it lives here, not in auth.
export { AltchaStatus, ALTCHA_TEXTS } from './altcha-status';
export { useAltchaProof, type ProofStatus } from './use-altcha-proof';
export { encodeAltchaPayload } from './altcha-payload';
export { useProvedSubmit, type ProvedSubmitFailure } from './use-proved-submit';
