import { VACANCY_LIMITS, VACANCY_TEXTS } from '@resident/contract/limits';
import { AttachmentsUpload, FormErrorAlert, MESSAGES, PhoneInput, rules, SubmitButton } from '@resident/ui';
import { Form, Input, type FormRule, type UploadFile } from 'antd';
import { VACANCIES_TEXTS } from '../../lib/texts';

export interface ApplyValues {
  name: string;
  phone: string;
  note?: string;
  cv?: UploadFile[];
}

export interface ApplyFormProps {
  /** Resolves true when the application was sent: only then is the form cleared. */
  onSubmit: (values: ApplyValues) => Promise<boolean>;
  submitting?: boolean;
  error?: string | null;
  initialValues?: Partial<ApplyValues>;
}

/** One CV, checked here as the operator checks it (type, size and content: AttachmentsUpload). */
const cvRule: FormRule = {
  validator: async (_rule, value: UploadFile[] | undefined) => {
    if (!value || value.length === 0) throw new Error(VACANCIES_TEXTS.cvRequired);
    if (value.length > VACANCY_LIMITS.cvFiles) throw new Error(VACANCIES_TEXTS.cvOne);
  },
};

/** «Откликнуться»: name, phone (+7 mask), a note and the CV file. What was typed survives a failed send. */
export function ApplyForm({ onSubmit, submitting, error, initialValues }: ApplyFormProps) {
  const [form] = Form.useForm<ApplyValues>();
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
      <Form.Item
        name="name"
        label={VACANCIES_TEXTS.name}
        rules={[rules.required(MESSAGES.required), rules.maxLength(VACANCY_LIMITS.nameMax)]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={VACANCIES_TEXTS.phone} rules={[rules.required(MESSAGES.required), rules.phone()]}>
        <PhoneInput />
      </Form.Item>
      <Form.Item name="note" label={VACANCIES_TEXTS.note} rules={[rules.maxLength(VACANCY_LIMITS.noteMax)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item name="cv" label={VACANCIES_TEXTS.cv} rules={[cvRule]} extra="PDF, DOC, DOCX или фото, до 25 МБ">
        <AttachmentsUpload
          buttonText={VACANCIES_TEXTS.cvButton}
          maxCount={VACANCY_LIMITS.cvFiles}
          extensions={VACANCY_LIMITS.cvExtensions}
          extensionMessage={VACANCY_TEXTS.cvType}
        />
      </Form.Item>
      <SubmitButton loading={submitting}>{VACANCIES_TEXTS.send}</SubmitButton>
    </Form>
  );
}
