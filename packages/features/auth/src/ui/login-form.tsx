import { FormErrorAlert, rules, SubmitButton } from '@resident/ui';
import { Form, Input } from 'antd';
import type { ProofStatus } from '../model/use-altcha-proof';
import { AltchaStatus } from './altcha-status';

export type LoginFormValues = { username: string; password: string };

export const LOGIN_TEXTS = {
  username: 'Логин',
  usernameHint: 'Электронная почта, указанная при регистрации',
  password: 'Пароль',
  submit: 'Войти',
} as const;

type Props = {
  onSubmit: (values: LoginFormValues) => void;
  submitting: boolean;
  error?: string;
  proof: ProofStatus;
  onRetryProof: () => void;
  initialValues?: Partial<LoginFormValues>;
};

/**
 * The login form. It never clears what the resident typed: a wrong password or a failed request
 * leaves both fields as they were, so a typo is fixed in place.
 */
export function LoginForm({ onSubmit, submitting, error, proof, onRetryProof, initialValues }: Props) {
  return (
    <Form<LoginFormValues>
      name="login"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={(values) => !submitting && onSubmit(values)}
    >
      <FormErrorAlert message={error} />
      <Form.Item label={LOGIN_TEXTS.username} name="username" extra={LOGIN_TEXTS.usernameHint} rules={[rules.required()]}>
        <Input size="large" autoComplete="username" inputMode="email" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item label={LOGIN_TEXTS.password} name="password" rules={[rules.required()]}>
        <Input.Password size="large" autoComplete="current-password" />
      </Form.Item>
      <AltchaStatus {...proof} onRetry={onRetryProof} />
      <SubmitButton loading={submitting}>{LOGIN_TEXTS.submit}</SubmitButton>
    </Form>
  );
}
