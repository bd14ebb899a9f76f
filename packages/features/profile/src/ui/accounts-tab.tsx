import { errorMessageOf, switchAccount, useAppDispatch, useGetAccountsQuery } from '@resident/api';
import { parseAmount } from '@resident/payments';
import { formatMonth, rules } from '@resident/ui';
import { Alert, App, Button, Card, Form, Input, List, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useLinkAccountMutation } from '../api/profile.api';
import { PROFILE_TEXTS } from '../lib/texts';
import { LIST_ITEM_LAYOUT, LIST_META_STYLE } from './list-meta-style';

const T = PROFILE_TEXTS.accounts;

type LinkValues = { accountNumber: string; period: string; amount: string };

/** The last 24 months, newest first, as 'YYYY-MM' with their Russian names. */
function recentMonths(now = new Date()): { value: string; label: string }[] {
  return Array.from({ length: 24 }, (_, back) => {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const value = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    return { value, label: formatMonth(date) };
  });
}

const amountRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (value === undefined || value === '') return;
    const parsed = parseAmount(String(value));
    if (parsed.kopecks === undefined || parsed.kopecks <= 0)
      throw new Error('Введите сумму из квитанции, например 1520,40');
  },
};

/** The resident's accounts, switching between them, and linking another one by a receipt. */
export function AccountsTab() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { message } = App.useApp();
  const accounts = useGetAccountsQuery();
  const [link, linking] = useLinkAccountMutation();
  const [switching, setSwitching] = useState<number>();
  const [form] = Form.useForm<LinkValues>();

  async function choose(accountId: number) {
    setSwitching(accountId);
    const result = await dispatch(switchAccount({ accountId, currentPath: `${location.pathname}${location.search}` }));
    setSwitching(undefined);
    if (switchAccount.rejected.match(result)) void message.error(result.payload ?? result.error.message);
  }

  async function submit(values: LinkValues) {
    const { kopecks } = parseAmount(values.amount);
    if (kopecks === undefined) return;
    const hadAccount = (accounts.data ?? []).length > 0;
    const result = await link({
      accountNumber: values.accountNumber.replace(/\D/g, ''),
      period: values.period,
      amount: kopecks,
    });
    if (!result.data) return;
    void message.success(T.linked(result.data.numberPersonalAccount));
    form.resetFields();
    // The first account opens the rest of the portal: go to it at once.
    if (!hadAccount) await choose(result.data.id);
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 640 }}>
      {accounts.isLoading ? <Skeleton active /> : null}
      {accounts.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessageOf(accounts.error)}
          action={<Button onClick={() => void accounts.refetch()}>{PROFILE_TEXTS.retry}</Button>}
        />
      ) : null}
      {accounts.data && accounts.data.length === 0 ? <Alert type="info" showIcon title={T.none} /> : null}
      {accounts.data && accounts.data.length > 0 ? (
        <List
          bordered
          dataSource={accounts.data}
          renderItem={(account) => (
            <List.Item
              {...LIST_ITEM_LAYOUT}
              actions={
                account.selected
                  ? [
                      <Tag key="current" color="blue">
                        {T.current}
                      </Tag>,
                    ]
                  : [
                      <Button
                        key="choose"
                        loading={switching === account.id}
                        disabled={switching !== undefined}
                        onClick={() => void choose(account.id)}
                      >
                        {T.choose}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                style={LIST_META_STYLE}
                title={`Л/С ${account.numberPersonalAccount}${account.isClosed ? ` ${T.closed}` : ''}`}
                description={account.address}
              />
            </List.Item>
          )}
        />
      ) : null}

      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {T.linkTitle}
          </Typography.Title>
        }
      >
        <Typography.Paragraph type="secondary">{T.linkIntro}</Typography.Paragraph>
        <Form<LinkValues>
          form={form}
          layout="vertical"
          name="link-account"
          onFinish={(values) => void submit(values)}
          onValuesChange={() => linking.reset()}
        >
          {linking.error ? (
            <Alert type="error" showIcon title={errorMessageOf(linking.error)} style={{ marginBottom: 16 }} />
          ) : null}
          <Form.Item
            name="accountNumber"
            label={T.number}
            extra={T.numberHint}
            rules={[rules.required(), rules.digits(), { len: 10, message: 'Номер лицевого счёта — 10 цифр' }]}
          >
            <Input inputMode="numeric" maxLength={10} autoComplete="off" />
          </Form.Item>
          <Form.Item name="period" label={T.month} rules={[rules.required()]}>
            <Select options={recentMonths()} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
          <Form.Item name="amount" label={T.amount} extra={T.amountHint} rules={[rules.required(), amountRule]}>
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={linking.isLoading}>
            {T.link}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
