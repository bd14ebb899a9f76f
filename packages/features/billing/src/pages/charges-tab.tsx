import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessageOf } from '@resident/api';
import { formatDate, formatKopecks, LoadError } from '@resident/ui';
import { Empty, Flex, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useGetBillingPeriodsQuery, useGetMonthChargesQuery } from '../api/billing-api.ts';
import { BILLING_TEXTS } from '../lib/texts.ts';
import { ChargesTable } from '../ui/charges-table/index.ts';
import { MonthSelect } from '../ui/month-select/index.ts';

/** «Начисления»: choose a month (newest by default, kept in ?month=), its breakdown and totals. */
export function ChargesTab({ contragentId }: { contragentId: number }) {
  const [search, setSearch] = useSearchParams();
  const periods = useGetBillingPeriodsQuery(contragentId);
  const list = periods.data?.periods ?? [];
  const requested = search.get('month');
  const month = requested && list.includes(requested) ? requested : list[0];
  const charges = useGetMonthChargesQuery(month ? { contragentId, period: month } : skipToken);

  if (periods.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (periods.isError)
    return (
      <LoadError
        title={BILLING_TEXTS.loadFailed}
        message={errorMessageOf(periods.error)}
        onRetry={() => void periods.refetch()}
      />
    );
  if (!month) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BILLING_TEXTS.noData} />;

  const choose = (period: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.set('month', period);
      return next;
    });

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <label htmlFor="billing-month">{BILLING_TEXTS.month}</label>
        <MonthSelect id="billing-month" periods={list} value={month} onChange={choose} label={BILLING_TEXTS.month} />
        {charges.data ? (
          <Typography.Text type="secondary">{BILLING_TEXTS.dueDate(formatDate(charges.data.dueDate))}</Typography.Text>
        ) : null}
      </Flex>
      {charges.isError ? (
        <LoadError
          title={BILLING_TEXTS.loadFailed}
          message={errorMessageOf(charges.error)}
          onRetry={() => void charges.refetch()}
        />
      ) : null}
      {charges.isFetching && !charges.data ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {charges.data ? (
        charges.data.lines.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BILLING_TEXTS.noData} />
        ) : (
          <>
            <ChargesTable charges={charges.data} />
            <Typography.Text strong data-testid="billing-to-pay">
              {BILLING_TEXTS.toPay}: {formatKopecks(charges.data.totals.toPay)}
            </Typography.Text>
          </>
        )
      ) : null}
    </Flex>
  );
}
