import { formatKopecks, FormErrorAlert, SubmitButton } from '@resident/ui';
import { Form, Input, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { kopecksToInput, parseAmount } from '../../lib/money.ts';
import { AMOUNT_MESSAGES, PAY_TEXTS } from '../../lib/pay-texts.ts';
import { parseReceiptContact } from '../../lib/receipt-contact.ts';
import type { PayValues } from '../../model/use-payment-flow.ts';

export interface PayFormProps {
  /** Prefilled: the debt, in kopecks (0 or less leaves the field empty). */
  initialAmount?: number;
  /**
   * An amount that is not the resident's to choose (an order the operator API priced): shown as a
   * read-only figure instead of the field, and paid exactly.
   */
  fixedAmount?: number;
  /**
   * Prefilled email or phone for the fiscal receipt, when the portal knows one. One that arrives
   * after the form is drawn fills the field too, unless the resident has been in it.
   */
  initialContact?: string;
  onPay: (values: PayValues) => void | Promise<void>;
  submitting?: boolean;
  /** The failed request's text: shown above the fields, which keep what was typed. */
  error?: string | null;
  /** Above the fields, e.g. the account and what is due. */
  summary?: ReactNode;
  submitLabel?: ReactNode;
  /** Offers «Сохранить карту для автоплатежа» (the acquirer then keeps a token of the card). */
  offerSaveCard?: boolean;
}

const [exampleBefore, examplePhone] = PAY_TEXTS.contactExample.split(' или ');

type FormValues = { amount: string; contact: string; saveCard: boolean };

const amountRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const { problem } = parseAmount(typeof value === 'string' ? value : '');
    if (problem) throw new Error(AMOUNT_MESSAGES[problem]);
  },
};

const contactRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const { problem } = parseReceiptContact(typeof value === 'string' ? value : '');
    if (problem) throw new Error(problem);
  },
};

/**
 * «Сохранить карту для автоплатежа»: the browser's checkbox in the brand's colour. antd's Checkbox
 * would move into a chunk of its own shared with billing's page, and billing's first load would
 * grow by the split (design.md §4; measured +0.9 kB).
 */
function SaveCardBox({
  checked,
  onChange,
}: {
  checked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
      <input
        type="checkbox"
        checked={checked ?? false}
        onChange={onChange}
        style={{ width: 16, height: 16, margin: 0, accentColor: 'var(--ant-color-primary)' }}
      />
      {PAY_TEXTS.saveCard}
    </label>
  );
}

/**
 * How much to pay and where the fiscal receipt goes. The amount is text, read into
 * kopecks without floats (spec §5: '.' or ',' and at most two decimals, more than 0, at most
 * 500 000 ₽); letters are refused with a message and kept in the field, like everything typed when
 * the request fails.
 */
export function PayForm({
  initialAmount,
  fixedAmount,
  initialContact,
  onPay,
  submitting = false,
  error,
  summary,
  submitLabel = PAY_TEXTS.submit,
  offerSaveCard = false,
}: PayFormProps) {
  const [form] = Form.useForm<FormValues>();
  // Set on focus, before the first keystroke: a prefill landing while the resident (or their
  // password manager) types would otherwise be glued to what they typed ('resident@demo.ruivanov@…').
  const contactEntered = useRef(false);

  useEffect(() => {
    if (!initialContact || contactEntered.current || form.getFieldValue('contact')) return;
    form.setFieldValue('contact', initialContact);
  }, [form, initialContact]);

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ amount: kopecksToInput(initialAmount ?? 0), contact: initialContact ?? '', saveCard: false }}
      onFinish={(values) => {
        const kopecks = fixedAmount ?? parseAmount(values.amount).kopecks;
        const { contact } = parseReceiptContact(values.contact);
        if (kopecks !== undefined && contact)
          return onPay({ amount: kopecks, contact, ...(offerSaveCard && values.saveCard ? { saveCard: true } : {}) });
      }}
    >
      {summary}
      <FormErrorAlert message={error} />
      {fixedAmount === undefined ? (
        <Form.Item name="amount" label={PAY_TEXTS.amountLabel} rules={[amountRule]} validateFirst>
          <Input inputMode="decimal" autoComplete="off" suffix="₽" size="large" />
        </Form.Item>
      ) : (
        <dl style={{ margin: '0 0 24px' }}>
          <dt style={{ marginBottom: 4 }}>{PAY_TEXTS.fixedAmountLabel}</dt>
          <dd data-testid="pay-amount" style={{ margin: 0, fontSize: 20, fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatKopecks(fixedAmount)}
          </dd>
        </dl>
      )}
      <Form.Item
        name="contact"
        label={PAY_TEXTS.contactLabel}
        rules={[contactRule]}
        extra={
          <>
            <span style={{ display: 'block' }}>
              {/* The phone stays whole: at 390 px it broke as '+7 912 345-' / '67-89'. */}
              {exampleBefore} или <span style={{ whiteSpace: 'nowrap' }}>{examplePhone}</span>
            </span>
            <span style={{ display: 'block' }}>{PAY_TEXTS.contactHint}</span>
          </>
        }
      >
        {/* No placeholder: the example sits in the hint below, whole at any width. */}
        <Input inputMode="email" autoComplete="email" size="large" onFocus={() => (contactEntered.current = true)} />
      </Form.Item>
      {offerSaveCard ? (
        <Form.Item name="saveCard" valuePropName="checked" extra={PAY_TEXTS.saveCardHint}>
          <SaveCardBox />
        </Form.Item>
      ) : null}
      <SubmitButton loading={submitting}>{submitLabel}</SubmitButton>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {PAY_TEXTS.redirectNote}
      </Typography.Paragraph>
    </Form>
  );
}
