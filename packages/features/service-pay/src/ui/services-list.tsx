import type { BilledService } from '@resident/contract';
import { formatKopecks, formatMonth, PlainButton } from '@resident/ui';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { look } from './parts';

export interface ServicesListProps {
  services: readonly BilledService[];
  /** Undefined: the account takes no payments (closed). */
  onPay?: (service: BilledService) => void;
}

function debtText(debt: number): string {
  if (debt > 0) return T.owed(formatKopecks(debt));
  if (debt < 0) return T.overpaid(formatKopecks(-debt));
  return T.settled;
}

/** The services of the newest receipt, each with what it owes and «Оплатить». */
export function ServicesList({ services, onPay }: ServicesListProps) {
  if (services.length === 0) return <p style={look.muted}>{T.servicesEmpty}</p>;
  return (
    <ul aria-label={T.servicesTitle} style={look.list}>
      {services.map((service) => (
        <li key={service.id} style={{ ...look.box, ...look.item }}>
          <div style={{ minWidth: 0 }}>
            <div style={look.strong}>{service.name}</div>
            <div style={look.muted}>{T.receiptOf(formatMonth(service.period))}</div>
          </div>
          <div style={look.item}>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{debtText(service.debt)}</span>
            {onPay ? (
              <PlainButton variant="primary" aria-label={T.payService(service.name)} onClick={() => onPay(service)}>
                {T.pay}
              </PlainButton>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
