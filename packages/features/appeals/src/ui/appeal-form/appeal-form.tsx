import type { ChatCategory } from '@resident/contract';
import { COMMUNICATION_LIMITS } from '@resident/contract/limits';
import { AttachmentsUpload, FormErrorAlert, MESSAGES, rules, SubmitButton } from '@resident/ui';
import { Form, Input, Select, type UploadFile } from 'antd';

export interface AppealFormValues {
  categoryId: number;
  subject: string;
  body: string;
  files?: UploadFile[];
}

export interface AppealFormProps {
  categories: readonly ChatCategory[];
  categoriesLoading?: boolean;
  /** Resolves true when the appeal was created: only then is the form cleared. */
  onSubmit: (values: AppealFormValues) => Promise<boolean>;
  submitting?: boolean;
  /** The mapped server error (spec §8); the fields keep what was typed. */
  error?: string | null;
  initialValues?: Partial<AppealFormValues>;
}

/** A new help appeal: category, subject (≤ 250), text (≤ 10 000, counted) and attachments. */
export function AppealForm({
  categories,
  categoriesLoading,
  onSubmit,
  submitting,
  error,
  initialValues,
}: AppealFormProps) {
  const [form] = Form.useForm<AppealFormValues>();

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
      <Form.Item name="categoryId" label="Тема обращения" rules={[{ required: true, message: MESSAGES.required }]}>
        <Select
          placeholder="Выберите категорию"
          loading={categoriesLoading}
          // Spec §3 "Selectable options": the label is the name, the value the id.
          options={categories.map((category) => ({ label: category.name, value: category.id }))}
        />
      </Form.Item>
      <Form.Item name="subject" label="Заголовок" rules={[rules.required(), rules.appealSubject()]}>
        <Input count={{ show: true, max: COMMUNICATION_LIMITS.subjectMaxLength }} />
      </Form.Item>
      <Form.Item name="body" label="Текст обращения" rules={[rules.required(), rules.text()]}>
        {/* No maxLength: a too long paste is flagged, never cut, so nothing typed is lost. */}
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          count={{ show: true, max: COMMUNICATION_LIMITS.textMaxLength }}
        />
      </Form.Item>
      <Form.Item name="files" label="Файлы">
        <AttachmentsUpload />
      </Form.Item>
      <SubmitButton loading={submitting}>Отправить</SubmitButton>
    </Form>
  );
}
