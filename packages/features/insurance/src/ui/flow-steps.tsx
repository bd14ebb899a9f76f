import { INSURANCE_STEPS, type InsuranceStep } from '@resident/contract/limits';
import { INSURANCE_TEXTS as T } from '../lib/texts';
import './insurance.css';

/** Where the resident is in the flow: the four steps, the current one marked for assistive technology too. */
export function FlowSteps({ step }: { step: InsuranceStep }) {
  const index = INSURANCE_STEPS.indexOf(step);
  return (
    <nav aria-label={T.stepOf(index + 1, INSURANCE_STEPS.length)}>
      <ol className="rp-ins-steps">
        {INSURANCE_STEPS.map((item) => (
          <li key={item} aria-current={item === step ? 'step' : undefined}>
            {T.steps[item]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
