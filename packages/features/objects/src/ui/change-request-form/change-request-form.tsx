import type { RealEstateObject } from '@resident/contract';
import {
  areaToHundredths,
  COMMUNICATION_LIMITS,
  DOCUMENT_TYPE_NAMES,
  OBJECT_CHANGE_FIELDS,
  OBJECT_TEXTS,
  OBJECT_TYPE_NAMES,
  OBJECT_TYPES,
  pastDatesEnd,
} from '@resident/contract/limits';
import {
  AttachmentsUpload,
  DateField,
  FormErrorAlert,
  MESSAGES,
  MIN_DATE,
  parseDate,
  rules,
  SubmitButton,
  toIsoDate,
} from '@resident/ui';
import { Form, Input, InputNumber, Radio, Select, type FormRule, type UploadFile } from 'antd';
import { requiredDocumentOf, type ChangeRequestValues } from '../../lib/change-request';
import { formatArea } from '../../lib/format-object';
import { CHANGE_LABELS, OBJECTS_TEXTS } from '../../lib/texts';

export interface ChangeRequestFormProps {
  object: RealEstateObject;
  /** Resolves true when the request was filed: only then is the form cleared. */
  onSubmit: (values: ChangeRequestValues) => Promise<boolean>;
  submitting?: boolean;
  error?: string | null;
  initialValues?: Partial<ChangeRequestValues>;
}

const minDate = toIsoDate(parseDate(MIN_DATE));
const { residentsMaxCount } = COMMUNICATION_LIMITS;

const areaRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    if (!value || value.trim() === '') return;
    if (areaToHundredths(Number(value.trim())) === null) throw new Error(OBJECT_TEXTS.areaRange);
  },
};

/** A request that changes nothing is refused here, before the operator has to answer it. */
function differentFrom(current: unknown): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value !== undefined && value !== null && String(value).trim() === String(current))
        throw new Error(OBJECTS_TEXTS.sameValue);
    },
  };
}

/**
 * A change that has not happened yet is refused with its reason (the operator API refuses it too).
 * The calendar still shows later days: a typed future date gets this message instead of vanishing.
 */
const notInFutureRule: FormRule = {
  validator: async (_rule, value: ChangeRequestValues['changeDate'] | null) => {
    if (value && toIsoDate(value) > pastDatesEnd()) throw new Error(OBJECT_TEXTS.changeDateInFuture);
  },
};

const attachRule: FormRule = {
  validator: async (_rule, value: UploadFile[] | undefined) => {
    if (!value || value.length === 0) throw new Error(MESSAGES.attachDocuments);
  },
};

/**
 * «Изменить данные» of one object: what changed, the new value, from when, and the document the
 * change needs. It becomes a recalculation request (Обращения → Перерасчеты) with its own chat.
 */
export function ChangeRequestForm({ object, onSubmit, submitting, error, initialValues }: ChangeRequestFormProps) {
  const [form] = Form.useForm<ChangeRequestValues>();
  const field = Form.useWatch('field', form) ?? initialValues?.field ?? 'residents';
  const requiredType = requiredDocumentOf(field);

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ field: 'residents', ...initialValues }}
      onFinish={async (values) => {
        if (await onSubmit({ ...form.getFieldsValue(true), ...values })) form.resetFields();
      }}
    >
      <FormErrorAlert message={error} />
      <Form.Item name="field" label={OBJECTS_TEXTS.whatChanges}>
        <Radio.Group
          optionType="button"
          options={OBJECT_CHANGE_FIELDS.map((value) => ({ value, label: CHANGE_LABELS[value] }))}
        />
      </Form.Item>

      {field === 'residents' ? (
        <Form.Item
          name="residentsCount"
          label={OBJECTS_TEXTS.newResidents}
          extra={`Сейчас: ${object.residentsCount}`}
          rules={[
            { required: true, message: MESSAGES.required },
            { type: 'number', min: 0, max: residentsMaxCount, message: `Укажите число от 0 до ${residentsMaxCount}` },
            differentFrom(object.residentsCount),
          ]}
        >
          <InputNumber min={0} max={residentsMaxCount} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      {field === 'area' ? (
        <Form.Item
          name="area"
          label={OBJECTS_TEXTS.newArea}
          extra={`Сейчас: ${formatArea(object.area)}. Дробную часть отделяйте точкой: 54.3`}
          rules={[rules.required(), rules.decimal(), areaRule, differentFrom(object.area)]}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      ) : null}
      {field === 'type' ? (
        <Form.Item
          name="objectType"
          label={OBJECTS_TEXTS.newType}
          extra={`Сейчас: ${OBJECT_TYPE_NAMES[object.type]}`}
          rules={[{ required: true, message: MESSAGES.required }, differentFrom(object.type)]}
        >
          <Select options={OBJECT_TYPES.map((value) => ({ value, label: OBJECT_TYPE_NAMES[value] }))} />
        </Form.Item>
      ) : null}

      <Form.Item
        name="changeDate"
        label={OBJECTS_TEXTS.changeDate}
        rules={[{ required: true, message: MESSAGES.required }, notInFutureRule]}
      >
        <DateField min={minDate} />
      </Form.Item>
      <Form.Item key={requiredType} name="required" label={DOCUMENT_TYPE_NAMES[requiredType]} rules={[attachRule]}>
        <AttachmentsUpload />
      </Form.Item>
      <Form.Item name="other" label={OBJECTS_TEXTS.otherDocuments}>
        <AttachmentsUpload />
      </Form.Item>
      <Form.Item name="comment" label={OBJECTS_TEXTS.comment} rules={[rules.text()]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <SubmitButton loading={submitting}>{OBJECTS_TEXTS.send}</SubmitButton>
    </Form>
  );
}
