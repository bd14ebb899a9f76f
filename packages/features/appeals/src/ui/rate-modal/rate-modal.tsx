import { FormErrorAlert, MESSAGES, rules } from '@resident/ui';
import { Form, Input, Modal, Rate } from 'antd';

export interface RateValues {
  rating: number;
  comment?: string;
}

export interface RateModalProps {
  open: boolean;
  /** What is rated, e.g. the appeal subject (shown as text). */
  subject?: string;
  onCancel: () => void;
  /** Resolves true when the mark was saved: only then is the form cleared. */
  onSubmit: (values: RateValues) => Promise<boolean>;
  submitting?: boolean;
  error?: string | null;
}

/** «Оценить»: 1..5 stars and an optional comment for a resolved appeal. */
export function RateModal({ open, subject, onCancel, onSubmit, submitting, error }: RateModalProps) {
  const [form] = Form.useForm<RateValues>();

  return (
    <Modal
      title="Оценить обращение"
      open={open}
      onCancel={onCancel}
      okText="Оценить"
      cancelText="Отмена"
      confirmLoading={submitting}
      forceRender
      onOk={() => form.submit()}
    >
      {subject ? <p style={{ overflowWrap: 'anywhere' }}>{subject}</p> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={async (values) => {
          if (await onSubmit(values)) form.resetFields();
        }}
      >
        <FormErrorAlert message={error} />
        <Form.Item name="rating" label="Оценка" rules={[{ required: true, message: MESSAGES.required }]}>
          <Rate />
        </Form.Item>
        <Form.Item name="comment" label="Комментарий" rules={[rules.text()]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
