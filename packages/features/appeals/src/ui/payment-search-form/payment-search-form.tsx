import { COMMUNICATION_LIMITS } from '@resident/contract/limits';
import { AttachmentsUpload, DateField, FormErrorAlert, MESSAGES, rules, SubmitButton } from '@resident/ui';
import { Form, Input, type UploadFile } from 'antd';
import { isOutsidePast, type DateValue } from '../../lib/dates.ts';

export interface PaymentSearchFormValues {
  paymentDate: DateValue;
  /** As typed: '1520.50'. */
  amount: string;
  paymentPlace?: string;
  comment?: string;
  files?: UploadFile[];
}

export interface PaymentSearchFormProps {
  /** Resolves true when the request was created: only then is the form cleared. */
  onSubmit: (values: PaymentSearchFormValues) => Promise<boolean>;
  submitting?: boolean;
  error?: string | null;
  initialValues?: Partial<PaymentSearchFormValues>;
}

/** «Платёж не поступил»: what the operator needs to find a payment (date, amount, where, receipt). */
export function PaymentSearchForm({ onSubmit, submitting, error, initialValues }: PaymentSearchFormProps) {
  const [form] = Form.useForm<PaymentSearchFormValues>();

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={async (values) => {
        if (await onSubmit(values)) form.resetFields();
      }}
    >
      <FormErrorAlert message={error} />
      <Form.Item name="paymentDate" label="Дата платежа" rules={[{ required: true, message: MESSAGES.required }]}>
        {/* The shared date field: Enter takes the typed date and never sends the form. */}
        <DateField disabledDate={(date) => isOutsidePast(date)} />
      </Form.Item>
      <Form.Item name="amount" label="Сумма, ₽" rules={[rules.required(), rules.decimal()]}>
        <Input inputMode="decimal" placeholder="1520.50" />
      </Form.Item>
      <Form.Item
        name="paymentPlace"
        label="Где оплачено"
        rules={[rules.maxLength(COMMUNICATION_LIMITS.subjectMaxLength)]}
      >
        <Input placeholder="Например, Сбербанк Онлайн" />
      </Form.Item>
      <Form.Item name="comment" label="Комментарий" rules={[rules.text()]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item name="files" label="Чек или квитанция">
        <AttachmentsUpload />
      </Form.Item>
      <SubmitButton loading={submitting}>Отправить</SubmitButton>
    </Form>
  );
}
