import { errorMessageOf } from '@resident/api';
import {
  brokenPasswordRules,
  PASSWORD_RULE_TEXTS,
  PASSWORD_RULES,
  passwordProblemMessage,
} from '@resident/contract/limits';
import { formatDateTime, rules } from '@resident/ui';
import { Alert, App, Button, Card, Form, List, Skeleton, Space, Tag, Typography } from 'antd';
import {
  useChangePasswordMutation,
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useGetSessionsQuery,
} from '../api/profile.api';
import { PROFILE_TEXTS } from '../lib/texts';
import { PasswordInput } from './password-input';
import { LIST_ITEM_LAYOUT, LIST_META_STYLE } from './list-meta-style';

const T = PROFILE_TEXTS.security;

type PasswordValues = { currentPassword: string; newPassword: string; repeat: string };

function PasswordForm({ email }: { email: string }) {
  const { message } = App.useApp();
  const [change, { isLoading, error, reset }] = useChangePasswordMutation();
  const [form] = Form.useForm<PasswordValues>();
  const typed = Form.useWatch('newPassword', form) ?? '';
  const broken = new Set(brokenPasswordRules(typed, email));

  async function submit(values: PasswordValues) {
    const result = await change({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (!result.data) return;
    void message.success(T.passwordChanged(result.data.ended));
    form.resetFields();
  }

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      name="change-password"
      style={{ maxWidth: 420 }}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => reset()}
    >
      {error ? <Alert type="error" showIcon title={errorMessageOf(error)} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="currentPassword" label={T.current} rules={[rules.required()]}>
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="Новый пароль"
        rules={[
          rules.required(),
          {
            validator: async (_rule, value: unknown) => {
              const problems = brokenPasswordRules(String(value ?? ''), email);
              if (value && problems.length > 0) throw new Error(passwordProblemMessage(problems));
            },
          },
        ]}
        extra={
          <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {PASSWORD_RULES.map((rule) => (
              <li key={rule} data-met={typed !== '' && !broken.has(rule)}>
                <span aria-hidden="true">{typed !== '' && !broken.has(rule) ? '✓ ' : '○ '}</span>
                {PASSWORD_RULE_TEXTS[rule]}
              </li>
            ))}
          </ul>
        }
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label="Повторите пароль"
        dependencies={['newPassword']}
        rules={[
          rules.required(),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error('Пароли не совпадают');
            },
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {T.changePassword}
      </Button>
    </Form>
  );
}

function Sessions() {
  const { message } = App.useApp();
  const sessions = useGetSessionsQuery();
  const [endOne, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const failure = sessions.error ?? ending.error ?? endingOthers.error;
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {failure ? <Alert type="error" showIcon title={errorMessageOf(failure)} /> : null}
      {sessions.isLoading ? <Skeleton active /> : null}
      {sessions.data ? (
        <List
          bordered
          dataSource={sessions.data}
          renderItem={(session) => (
            <List.Item
              {...LIST_ITEM_LAYOUT}
              actions={
                session.current
                  ? [
                      <Tag key="current" color="blue">
                        {T.thisDevice}
                      </Tag>,
                    ]
                  : [
                      <Button
                        key="end"
                        loading={ending.isLoading && ending.originalArgs === session.id}
                        aria-label={`${T.end}: ${session.device ?? T.unknownDevice}, ${formatDateTime(session.createdAt)}`}
                        onClick={() =>
                          void endOne(session.id).then((result) =>
                            'error' in result ? undefined : message.success(T.endedOne),
                          )
                        }
                      >
                        {T.end}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                style={LIST_META_STYLE}
                title={session.device ?? T.unknownDevice}
                description={`${T.signedIn(formatDateTime(session.createdAt))}, ${T.lastUsed(formatDateTime(session.lastUsedAt))}`}
              />
            </List.Item>
          )}
        />
      ) : null}
      <Button
        danger
        disabled={others === 0}
        loading={endingOthers.isLoading}
        onClick={() =>
          void endOthers().then((result) => (result.data ? message.success(T.ended(result.data.ended)) : undefined))
        }
      >
        {T.endOthers}
      </Button>
    </Space>
  );
}

/** Change the password (the current one first) and see or end the signed-in devices. */
export function SecurityTab({ email }: { email: string }) {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 640 }}>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {T.passwordTitle}
          </Typography.Title>
        }
      >
        <PasswordForm email={email} />
      </Card>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {T.sessionsTitle}
          </Typography.Title>
        }
      >
        <Sessions />
      </Card>
    </Space>
  );
}
