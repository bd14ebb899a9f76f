import { Button, Flex, Form, Typography } from 'antd';
import { BILLING_TEXTS } from '../../lib/texts.ts';
import { MonthSelect } from '../month-select/index.ts';

export type ReconciliationValues = { from: string; to: string };

export interface ReconciliationFormProps {
  /** Months with a ledger, newest first. */
  periods: readonly string[];
  onSubmit: (values: ReconciliationValues) => void;
  submitting?: boolean;
}

/** Акт сверки: a span of whole months → a PDF. The default span is the last twelve months. */
export function ReconciliationForm({ periods, onSubmit, submitting }: ReconciliationFormProps) {
  const [form] = Form.useForm<ReconciliationValues>();
  const initialValues = { from: periods[Math.min(11, periods.length - 1)], to: periods[0] };
  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={onSubmit}>
      <Typography.Paragraph type="secondary">{BILLING_TEXTS.reconciliationHint}</Typography.Paragraph>
      <Flex gap={16} wrap>
        <Form.Item name="from" label={BILLING_TEXTS.reconciliationFrom} style={{ minWidth: 200 }}>
          <MonthSelect periods={periods} label={BILLING_TEXTS.reconciliationFrom} />
        </Form.Item>
        <Form.Item
          name="to"
          label={BILLING_TEXTS.reconciliationTo}
          style={{ minWidth: 200 }}
          dependencies={['from']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, to: string | undefined) => {
                const from = getFieldValue('from') as string | undefined;
                if (from && to && from > to) throw new Error(BILLING_TEXTS.reconciliationOrder);
              },
            }),
          ]}
        >
          <MonthSelect periods={periods} label={BILLING_TEXTS.reconciliationTo} />
        </Form.Item>
      </Flex>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {BILLING_TEXTS.reconciliationSubmit}
      </Button>
    </Form>
  );
}
