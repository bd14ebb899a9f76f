import type { InsurancePolicy } from '@resident/contract';
import { formatDate, formatKopecks, PlainButton } from '@resident/ui';
import { INSURANCE_TEXTS as T, POLICY_STATUS_TEXTS } from '../lib/texts';
import { Facts } from './facts';
import './insurance.css';

export interface PolicyCardProps {
  policy: InsurancePolicy;
  onDownload?: (policy: InsurancePolicy) => void;
}

/** One policy with its period and status; a paid one downloads as a PDF. */
export function PolicyCard({ policy, onDownload }: PolicyCardProps) {
  const headingId = `insurance-policy-${policy.id}`;
  const title = policy.number ? `Полис № ${policy.number}` : `${policy.productTitle}`;
  return (
    <article aria-labelledby={headingId} className="rp-ins-card">
      <h3 id={headingId}>{title}</h3>
      <span className={`rp-ins-status rp-ins-status--${policy.status}`}>{POLICY_STATUS_TEXTS[policy.status]}</span>
      <Facts
        facts={[
          { label: 'Программа', value: `${policy.productTitle}, «${policy.programmeTitle}»` },
          { label: T.object, value: policy.objectAddress },
          { label: T.insured, value: policy.insuredName },
          {
            label: T.period,
            value:
              policy.startsOn && policy.endsOn
                ? T.periodValue(formatDate(policy.startsOn), formatDate(policy.endsOn))
                : '—',
          },
          { label: T.coverage, value: formatKopecks(policy.coverage) },
          { label: T.price, value: formatKopecks(policy.price) },
        ]}
      />
      {policy.fileName && onDownload ? (
        <div className="rp-ins-actions">
          <PlainButton onClick={() => onDownload(policy)}>{T.download(policy.number)}</PlainButton>
        </div>
      ) : null}
    </article>
  );
}
