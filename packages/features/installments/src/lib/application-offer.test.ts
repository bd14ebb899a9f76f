import { describe, expect, it } from 'vitest';
import { AGREEMENT, application, registry } from '../testing/fixtures';
import { applicationOffer } from './application-offer';

const completed = { ...AGREEMENT, paid: AGREEMENT.debt, remaining: 0, overdue: 0, status: 'completed' as const };

describe('applicationOffer', () => {
  it('offers the form for a debt from 3 000 ₽ without a pending application or an active agreement', () => {
    expect(applicationOffer(registry({ agreements: [], applications: [] }), false)).toBe('form');
    expect(applicationOffer(registry({ debt: 300_000, agreements: [completed] }), false)).toBe('form');
  });

  it('says why not otherwise, in this order: closed, pending, an agreement, no debt, a small debt', () => {
    expect(applicationOffer(registry(), true)).toBe('closed');
    expect(
      applicationOffer(registry({ applications: [application({ status: 'pending', agreementId: null })] }), false),
    ).toBe('pending');
    expect(applicationOffer(registry(), false)).toBe('agreement');
    expect(applicationOffer(registry({ debt: 0, agreements: [] }), false)).toBe('noDebt');
    expect(applicationOffer(registry({ debt: -5_000, agreements: [] }), false)).toBe('noDebt');
    expect(applicationOffer(registry({ debt: 299_999, agreements: [completed] }), false)).toBe('smallDebt');
  });
});
