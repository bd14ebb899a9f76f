import type { ReactNode } from 'react';
import './insurance.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label beside value (stacked below 576 px). */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="rp-ins-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="rp-ins-fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
