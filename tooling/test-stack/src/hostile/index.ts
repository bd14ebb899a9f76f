// The hostile-traffic suite's parts, shared by apps/portal/e2e/hostile-traffic.e2e.test.ts
// and `pnpm bench`: the stack in processes, the attacks, the resident's journey, the measurement.
export { establishedOn } from './api-sockets.ts';
export { ATTACKS, type Attack, type AttackResult } from './attacks.ts';
export { percentile, residentJourney, RESIDENT_ADDRESS, type Journey, type JourneyCall } from './journey.ts';
export { startHostileStack, type HostileStack, type HostileStackOptions, type ServerProcess } from './processes.ts';
export { formatAttackTable, HOSTILE_BUDGETS, measureUnderAttack, type AttackMeasurement } from './under-attack.ts';
