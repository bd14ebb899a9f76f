import type { ChargeLine, MonthCharges } from '@resident/contract';
import { formatKopecks } from '@resident/ui';
import { ResponsiveTable, type ResponsiveColumn } from '../responsive-table/index.ts';
import { BILLING_TEXTS } from '../../lib/texts.ts';

const UNIT = { person: 'чел.', m2: 'м²' } as const;

const columns: ResponsiveColumn<ChargeLine>[] = [
  { key: 'service', title: 'Услуга', render: (line) => line.serviceName },
  {
    key: 'tariff',
    title: 'Тариф',
    numeric: true,
    render: (line) => `${formatKopecks(line.tariff)} / ${UNIT[line.unit]}`,
  },
  { key: 'norm', title: 'Норматив, м³', numeric: true, render: (line) => line.norm?.replace('.', ',') ?? '—' },
  { key: 'residents', title: 'Проживающих', numeric: true, render: (line) => line.residents },
  { key: 'area', title: 'Площадь, м²', numeric: true, render: (line) => line.area.replace('.', ',') },
  { key: 'accrued', title: 'Начислено', numeric: true, render: (line) => formatKopecks(line.accrued) },
  { key: 'recalculation', title: 'Перерасчёт', numeric: true, render: (line) => formatKopecks(line.recalculation) },
  { key: 'penalty', title: 'Пени', numeric: true, render: (line) => formatKopecks(line.penalty) },
  { key: 'benefit', title: 'Льготы', numeric: true, render: (line) => formatKopecks(line.benefit) },
  { key: 'paid', title: 'Оплачено', numeric: true, render: (line) => formatKopecks(line.paid) },
  { key: 'debtStart', title: 'Долг на начало', numeric: true, render: (line) => formatKopecks(line.debtStart) },
  { key: 'debtEnd', title: 'Долг на конец', numeric: true, render: (line) => formatKopecks(line.debtEnd) },
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
          accrued: formatKopecks(totals.accrued),
          recalculation: formatKopecks(totals.recalculation),
          penalty: formatKopecks(totals.penalty),
          benefit: formatKopecks(totals.benefit),
          paid: formatKopecks(totals.paid),
          debtStart: formatKopecks(totals.debtStart),
          debtEnd: formatKopecks(totals.debtEnd),
        },
      }}
    />
  );
}
