import { describe, expect, it } from 'vitest';
import { environmentFlags } from './feature-flags';

describe('environmentFlags (spec §6)', () => {
  it.each([
    ['development', { ehybrid: true, autopay: true, insurance: false, wasteDisposal: true }],
    ['preprod', { ehybrid: true, autopay: true, insurance: true, wasteDisposal: true }],
    ['production', { ehybrid: true, autopay: true, insurance: true, wasteDisposal: false }],
    ['ecocenter', { ehybrid: true, autopay: true, insurance: true, wasteDisposal: false }],
    ['demo', { ehybrid: true, autopay: true, insurance: true, wasteDisposal: false }],
  ] as const)('%s', (environment, flags) => {
    expect(environmentFlags(environment)).toEqual(flags);
  });
});
