import {
  absenceDays,
  COMMUNICATION_LIMITS,
  COMMUNICATION_TEXTS,
  DOCUMENT_TYPE_NAMES,
  REQUIRED_DOCUMENT_TYPES,
} from '@resident/contract/limits';
import {
  AttachmentsUpload,
  DATE_FORMAT,
  DateField,
  FormErrorAlert,
  MESSAGES,
  MonthField,
  rules,
  SubmitButton,
  toIsoDate,
} from '@resident/ui';
import { useEffect } from 'react';
import { DatePicker, Form, Input, InputNumber, Radio, type FormRule, type UploadFile } from 'antd';
import { isBeforeMinDate, isOutsidePast, type DateValue } from '../../lib/dates.ts';
import { CHANGE_OBJECT_KIND_LABELS, RECALCULATION_FORM_KINDS, type RecalculationFormKind } from '../../lib/labels.ts';
import { documentTypesOf, type RecalculationFormValues } from '../../lib/recalculation-request.ts';

export interface RecalculationFormProps {
  /** Resolves true when the request was created: only then is the form cleared. */
  onSubmit: (values: RecalculationFormValues) => Promise<boolean>;
  submitting?: boolean;
  error?: string | null;
  initialValues?: Partial<RecalculationFormValues>;
  /** Check the fields at once (stories of the error states). */
  validateOnMount?: boolean;
}

const requiredMessage = MESSAGES.required;
const { residentsMaxCount } = COMMUNICATION_LIMITS;

/** Server rule (operator-api README): both ends counted, more than 5 days. */
const absencePeriodRule: FormRule = {
  validator: async (_rule, value: [DateValue, DateValue] | null | undefined) => {
    if (!value?.[0] || !value[1]) throw new Error(requiredMessage);
    if (absenceDays(toIsoDate(value[0]), toIsoDate(value[1])) <= COMMUNICATION_LIMITS.absenceMinDaysExclusive) {
      throw new Error(COMMUNICATION_TEXTS.absenceTooShort);
    }
  },
};

/** A required document type needs a file: the absence kind says so for each type, the others plainly. */
function documentRule(kind: RecalculationFormKind): FormRule {
  const message = REQUIRED_DOCUMENT_TYPES[kind].length > 1 ? MESSAGES.documentsOfEachType : MESSAGES.attachDocuments;
  return {
    validator: async (_rule, value: UploadFile[] | undefined) => {
      if (!value || value.length === 0) throw new Error(message);
    },
  };
}

/**
 * «Новая заявка» on a recalculation: the kind picks its fields and the documents it needs, one
 * upload per document type. Values of a kind the resident switched away from stay in the form.
 */
export function RecalculationForm({
  onSubmit,
  submitting,
  error,
  initialValues,
  validateOnMount,
}: RecalculationFormProps) {
  const [form] = Form.useForm<RecalculationFormValues>();
  useEffect(() => {
    if (validateOnMount) form.validateFields().catch(() => undefined);
  }, [form, validateOnMount]);
  const kind = Form.useWatch('kind', form) ?? initialValues?.kind ?? 'absence';
  const required = new Set<string>(REQUIRED_DOCUMENT_TYPES[kind]);

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      preserve
      initialValues={{ kind: 'absence', ...initialValues }}
      onFinish={async (values) => {
        if (await onSubmit({ ...form.getFieldsValue(true), ...values })) form.resetFields();
      }}
    >
      <FormErrorAlert message={error} />
      <Form.Item name="kind" label="Причина перерасчета">
        {/* One reason a line: as a row of buttons the longer labels wrapped on a phone, out of line. */}
        <Radio.Group
          orientation="vertical"
          options={RECALCULATION_FORM_KINDS.map((value) => ({ value, label: CHANGE_OBJECT_KIND_LABELS[value] }))}
        />
      </Form.Item>

      {kind === 'absence' ? (
        <Form.Item name="period" label="Период отсутствия" rules={[absencePeriodRule]}>
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            disabledDate={(date) => isBeforeMinDate(date)}
            placeholder={['Начало', 'Окончание']}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ) : null}

      {kind === 'residents' ? (
        <>
          <Form.Item
            name="residentsCount"
            label="Количество проживающих"
            rules={[
              { required: true, message: requiredMessage },
              { type: 'number', min: 1, max: residentsMaxCount, message: `Укажите число от 1 до ${residentsMaxCount}` },
            ]}
          >
            <InputNumber min={1} max={residentsMaxCount} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="changeDate" label="Дата изменения" rules={[{ required: true, message: requiredMessage }]}>
            <DateField disabledDate={(date) => isOutsidePast(date)} />
          </Form.Item>
        </>
      ) : null}

      {kind === 'wrong-charge' ? (
        <>
          <Form.Item name="month" label="Месяц начисления" rules={[{ required: true, message: requiredMessage }]}>
            <MonthField disabledDate={(date) => isOutsidePast(date)} />
          </Form.Item>
          <Form.Item name="description" label="Что не так с начислением" rules={[rules.required(), rules.text()]}>
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 12 }}
              count={{ show: true, max: COMMUNICATION_LIMITS.textMaxLength }}
            />
          </Form.Item>
        </>
      ) : null}

      {documentTypesOf(kind).map((type) => (
        <Form.Item
          key={`${kind}-${type}`}
          name={['documents', type]}
          label={DOCUMENT_TYPE_NAMES[type]}
          rules={required.has(type) ? [documentRule(kind)] : []}
        >
          <AttachmentsUpload />
        </Form.Item>
      ))}

      <Form.Item name="comment" label="Комментарий" rules={[rules.text()]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <SubmitButton loading={submitting}>Отправить заявку</SubmitButton>
    </Form>
  );
}
