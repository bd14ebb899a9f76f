import type { ChangeObjectFact } from '@resident/communication';
import { memo } from 'react';
import './request-summary.css';

export interface RequestSummaryProps {
  facts: readonly ChangeObjectFact[];
}

/** At the top of a recalculation request's chat: what the resident asked for (kind, object, period, value). */
export const RequestSummary = memo(function RequestSummary({ facts }: RequestSummaryProps) {
  return (
    <section className="rp-request-summary" aria-labelledby="request-summary-title">
      <h2 id="request-summary-title" className="rp-request-summary__title">
        Что запрошено
      </h2>
      <dl className="rp-request-summary__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="rp-request-summary__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
