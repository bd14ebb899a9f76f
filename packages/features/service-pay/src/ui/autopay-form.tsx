import type { AutopayBody, SavedCard } from '@resident/contract';
import { AMOUNT_MESSAGES, parseAmount } from '@resident/payments';
import { FormErrorAlert, formatDate, MESSAGES, SubmitButton } from '@resident/ui';
import { Form, Input, Radio, Select } from 'antd';
import type { FormRule } from 'antd';
import type { ReactNode } from 'react';
import { AUTOPAY_DAYS, toAutopayBody, type AutopayFormValues } from '../lib/autopay-form';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';

export interface AutopayFormProps {
  initialValues: AutopayFormValues;
  /** The resident's saved cards to charge. */
  cards: readonly SavedCard[];
  onSave: (body: AutopayBody) => void | Promise<void>;
  saving?: boolean;
  /** The refused request's text, above the fields (which keep what was chosen). */
  error?: string | null;
  /** After the fields, before saving: what the first charge will be. */
  firstCharge?: ReactNode;
  /** Every change of the fields (the first charge is asked for again). */
  onValuesChange?: (values: Partial<AutopayFormValues>) => void;
  /** In place of «Сохранить» while the resident is asked to confirm a close first charge. */
  confirmation?: ReactNode;
}

// The same amount rules as paying (@resident/payments): '.' or ',' with two decimals, up to 500 000 ₽.
const amountRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const { problem } = parseAmount(typeof value === 'string' ? value : '');
    if (problem) throw new Error(AMOUNT_MESSAGES[problem]);
  },
};

const dayOptions = AUTOPAY_DAYS.map((day) => ({ value: day, label: T.dayOption(day) }));

/** The autopay's settings: on/off, the maximum, the day of the month or on receipt, the card. */
export function AutopayForm({
  initialValues,
  cards,
  onSave,
  saving = false,
  error,
  firstCharge,
  onValuesChange,
  confirmation,
}: AutopayFormProps) {
  const [form] = Form.useForm<AutopayFormValues>();
  const schedule = Form.useWatch('schedule', form) ?? initialValues.schedule;
  return (
    <Form<AutopayFormValues>
      form={form}
      name="autopay"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onValuesChange={(_changed, values) => onValuesChange?.(values)}
      onFinish={(values) => {
        const body = toAutopayBody(values);
        if (body) return onSave(body);
      }}
    >
      <FormErrorAlert message={error} />
      <Form.Item name="enabled" label={T.enabledLabel}>
        <Radio.Group
          options={[
            { value: true, label: T.statusOn },
            { value: false, label: T.statusOff },
          ]}
        />
      </Form.Item>
      <Form.Item name="maxAmount" label={T.maxAmountLabel} rules={[amountRule]} validateFirst extra={T.maxAmountHint}>
        <Input inputMode="decimal" autoComplete="off" suffix="₽" size="large" />
      </Form.Item>
      <Form.Item name="schedule" label={T.scheduleLabel}>
        <Radio.Group
          options={[
            { value: 'day', label: T.byDay },
            { value: 'receipt', label: T.onReceipt },
          ]}
        />
      </Form.Item>
      {schedule === 'day' ? (
        <Form.Item name="day" label={T.dayLabel}>
          <Select options={dayOptions} size="large" virtual={false} />
        </Form.Item>
      ) : null}
      <Form.Item name="cardId" label={T.cardLabel} rules={[{ required: true, message: MESSAGES.required }]}>
        <Select
          size="large"
          options={cards.map((card) => ({
            value: card.id,
            label: `${card.mask}, ${T.cardSaved(formatDate(card.savedAt))}`,
          }))}
        />
      </Form.Item>
      {firstCharge}
      {confirmation ?? <SubmitButton loading={saving}>{T.save}</SubmitButton>}
    </Form>
  );
}
