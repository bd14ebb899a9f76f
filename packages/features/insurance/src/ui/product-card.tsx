import type { InsuranceProduct } from '@resident/contract';
import { formatKopecks } from '@resident/ui';
import { INSURANCE_TEXTS as T } from '../lib/texts';
import './insurance.css';

/** A marketplace product: who insures, what it covers, the conditions and the lowest price. */
export function ProductCard({ product }: { product: InsuranceProduct }) {
  const headingId = `insurance-product-${product.id}`;
  return (
    <article aria-labelledby={headingId} className="rp-ins-card">
      <h3 id={headingId}>{product.title}</h3>
      <p style={{ margin: '0 0 4px' }}>{product.description}</p>
      <p className="rp-ins-secondary" style={{ margin: 0 }}>
        {T.insurer}: {product.insurer}
      </p>
      <ul className="rp-ins-list">
        {product.conditions.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
      <p style={{ margin: '8px 0 0', fontWeight: 600 }}>{T.priceFrom(formatKopecks(product.priceFrom))}</p>
    </article>
  );
}
