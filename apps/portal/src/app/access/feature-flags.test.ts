import { describe, expect, it } from 'vitest';
import { environmentFlags } from './feature-flags';

describe('environmentFlags (spec §6)', () => {
  it.each([
    ['development', { ehybrid: true, autopay: true, insurance: false, wasteDisposal: true, preview: true }],
    ['preprod', { ehybrid: true, autopay: true, insurance: true, wasteDisposal: true, preview: true }],
    ['production', { ehybrid: true, autopay: true, insurance: true, wasteDisposal: false, preview: false }],
    ['ecocenter', { ehybrid: true, autopay: true, insurance: true, wasteDisposal: false, preview: false }],
    ['demo', { ehybrid: true, autopay: true, insurance: true, wasteDisposal: false, preview: false }],
  ] as const)('%s', (environment, flags) => {
    expect(environmentFlags(environment)).toEqual(flags);
  });
});
