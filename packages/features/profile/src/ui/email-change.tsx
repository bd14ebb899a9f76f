import { errorMessageOf } from '@resident/api';
import { rules } from '@resident/ui';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useRequestEmailChangeMutation } from '../api/profile.api';
import { PROFILE_TEXTS } from '../lib/texts';

const T = PROFILE_TEXTS.email;

/** A new login address: the link goes to it, and the login changes only when it is opened. */
export function EmailChange() {
  const [request, { data, error, isLoading, reset }] = useRequestEmailChangeMutation();
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {T.title}
      </Typography.Title>
      {data ? <Alert type="success" showIcon title={T.sent(data.sentTo)} style={{ marginBottom: 16 }} /> : null}
      {error ? <Alert type="error" showIcon title={errorMessageOf(error)} style={{ marginBottom: 16 }} /> : null}
      <Form<{ email: string }>
        layout="vertical"
        name="change-email"
        noValidate
        style={{ maxWidth: 480 }}
        onFinish={(values) => void request({ email: values.email.trim() })}
        onValuesChange={() => reset()}
      >
        <Form.Item name="email" label={T.label} rules={[rules.required(), rules.email()]}>
          <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={254} />
        </Form.Item>
        <Button htmlType="submit" loading={isLoading}>
          {T.submit}
        </Button>
      </Form>
    </>
  );
}
