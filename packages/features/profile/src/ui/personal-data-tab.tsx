import { errorMessageOf } from '@resident/api';
import type { Profile, UpdateProfileBody } from '@resident/contract';
import { EmailText, PhoneInput, PhoneText, rules, SnilsInput, SnilsText, useWideEnough } from '@resident/ui';
import { App, Alert, Button, Descriptions, Form, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useUpdateProfileMutation } from '../api/profile.api';
import { PROFILE_TEXTS } from '../lib/texts';

const T = PROFILE_TEXTS.personal;

type Values = {
  lastName: string;
  firstName: string;
  middleName?: string;
  phone?: string;
  inn?: string;
  snils?: string;
};

const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** '+79123456789' → '+7 (912) 345-67-89'; '11223344595' → '112-233-445 95'; each kept on one line. */
const phoneText = (phone: string) => <PhoneText phone={phone} />;
const snilsText = (snils: string) => <SnilsText snils={snils} />;

/**
 * Below antd's `sm` a label beside its value left the value a third of 390 px, breaking
 * «resident@demo.ru» and «не заполнено» mid-word: on a phone each label stands above its value.
 */
const LABEL_BESIDE_VALUE_PX = 576;

/** ФИО, the login, phone, ИНН and СНИЛС: read, then edited in place; empty ones say 'не заполнено'. */
export function PersonalDataTab({ profile }: { profile: Profile }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [save, { isLoading, error, reset }] = useUpdateProfileMutation();
  const [form] = Form.useForm<Values>();
  const wide = useWideEnough(LABEL_BESIDE_VALUE_PX);
  const value = (text: string | null, format: (value: string) => ReactNode = (same) => same) =>
    text ? format(text) : PROFILE_TEXTS.empty;

  if (!editing) {
    return (
      <>
        <Descriptions
          column={1}
          layout={wide ? 'horizontal' : 'vertical'}
          bordered
          size="small"
          items={[
            { key: 'lastName', label: T.lastName, children: value(profile.lastName) },
            { key: 'firstName', label: T.firstName, children: value(profile.firstName) },
            { key: 'middleName', label: T.middleName, children: value(profile.middleName) },
            { key: 'email', label: T.email, children: <EmailText email={profile.email} /> },
            { key: 'phone', label: T.phone, children: value(profile.phone, phoneText) },
            { key: 'inn', label: T.inn, children: value(profile.inn) },
            { key: 'snils', label: T.snils, children: value(profile.snils, snilsText) },
          ]}
        />
        <Button type="primary" style={{ marginTop: 16 }} onClick={() => setEditing(true)}>
          {PROFILE_TEXTS.edit}
        </Button>
      </>
    );
  }

  async function submit(values: Values) {
    const body: UpdateProfileBody = {
      lastName: values.lastName.trim(),
      firstName: values.firstName.trim(),
      middleName: orNull(values.middleName),
      phone: orNull(values.phone),
      inn: orNull(values.inn),
      snils: orNull(values.snils),
    };
    const result = await save(body);
    if (result.data) {
      void message.success(PROFILE_TEXTS.saved);
      setEditing(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="personal-data"
      style={{ maxWidth: 480 }}
      initialValues={{
        lastName: profile.lastName,
        firstName: profile.firstName,
        middleName: profile.middleName ?? '',
        phone: profile.phone ?? '',
        inn: profile.inn ?? '',
        snils: profile.snils ?? '',
      }}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => reset()}
    >
      {error ? <Alert type="error" showIcon title={errorMessageOf(error)} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="lastName" label={T.lastName} rules={[rules.required(), rules.cyrillic(), rules.maxLength(100)]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item
        name="firstName"
        label={T.firstName}
        rules={[rules.required(), rules.cyrillic(), rules.maxLength(100)]}
      >
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="middleName" label={T.middleName} rules={[rules.cyrillic(), rules.maxLength(100)]}>
        <Input autoComplete="additional-name" />
      </Form.Item>
      <Form.Item name="phone" label={T.phone} rules={[rules.phone()]}>
        <PhoneInput />
      </Form.Item>
      <Form.Item name="inn" label={T.inn} extra={T.innHint} rules={[rules.digits(), rules.inn()]}>
        <Input inputMode="numeric" maxLength={12} autoComplete="off" />
      </Form.Item>
      <Form.Item name="snils" label={T.snils} rules={[rules.snils()]}>
        <SnilsInput />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {PROFILE_TEXTS.save}
        </Button>
        <Button onClick={() => setEditing(false)}>{PROFILE_TEXTS.cancel}</Button>
      </Space>
    </Form>
  );
}
