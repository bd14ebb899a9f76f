import type { ChargeLine, MonthCharges } from '@resident/contract';
import { formatKopecks } from '@resident/payments';
import { ResponsiveTable, type ResponsiveColumn } from '../responsive-table/index.ts';
import { BILLING_TEXTS } from '../../lib/texts.ts';

const money = (kopecks: number) => formatKopecks(kopecks);
const UNIT = { person: 'чел.', m2: 'м²' } as const;

const columns: ResponsiveColumn<ChargeLine>[] = [
  { key: 'service', title: 'Услуга', render: (line) => line.serviceName },
  { key: 'tariff', title: 'Тариф', numeric: true, render: (line) => `${money(line.tariff)} / ${UNIT[line.unit]}` },
  { key: 'norm', title: 'Норматив, м³', numeric: true, render: (line) => line.norm?.replace('.', ',') ?? '—' },
  { key: 'residents', title: 'Проживающих', numeric: true, render: (line) => line.residents },
  { key: 'area', title: 'Площадь, м²', numeric: true, render: (line) => line.area.replace('.', ',') },
  { key: 'accrued', title: 'Начислено', numeric: true, render: (line) => money(line.accrued) },
  { key: 'recalculation', title: 'Перерасчёт', numeric: true, render: (line) => money(line.recalculation) },
  { key: 'penalty', title: 'Пени', numeric: true, render: (line) => money(line.penalty) },
  { key: 'benefit', title: 'Льготы', numeric: true, render: (line) => money(line.benefit) },
  { key: 'paid', title: 'Оплачено', numeric: true, render: (line) => money(line.paid) },
  { key: 'debtStart', title: 'Долг на начало', numeric: true, render: (line) => money(line.debtStart) },
  { key: 'debtEnd', title: 'Долг на конец', numeric: true, render: (line) => money(line.debtEnd) },
];

export interface ChargesTableProps {
  charges: MonthCharges;
}

/** A month's breakdown by service (design.md §3) with the totals row the receipt shows. */
export function ChargesTable({ charges }: ChargesTableProps) {
  const { totals } = charges;
  return (
    <ResponsiveTable
      caption="Начисления по услугам"
      rows={charges.lines}
      rowKey={(line) => line.serviceId}
      columns={columns}
      cardTitle={(line) => line.serviceName}
      totals={{
        title: BILLING_TEXTS.total,
        cells: {
          accrued: money(totals.accrued),
          recalculation: money(totals.recalculation),
          penalty: money(totals.penalty),
          benefit: money(totals.benefit),
          paid: money(totals.paid),
          debtStart: money(totals.debtStart),
          debtEnd: money(totals.debtEnd),
        },
      }}
    />
  );
}
