import type { Chat } from '@resident/contract';
import { errorMessageOf, selectUser, useAppSelector } from '@resident/api';
import {
  useCreateChatMutation,
  useCreateFindPaymentChatMutation,
  useGetChatCategoriesQuery,
  useGetChatsQuery,
  useUpdateChatMutation,
} from '../api/appeals.api.ts';
import { paths } from '@resident/routes';
import { toIsoDate } from '@resident/ui';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { filesOf } from '../lib/upload-files.ts';
import { AppealForm, type AppealFormValues } from '../ui/appeal-form/index.ts';
import { AppealList, type AppealFilters } from '../ui/appeal-list/index.ts';
import { FormDrawer } from '../ui/form-drawer/index.ts';
import { PaymentSearchForm, type PaymentSearchFormValues } from '../ui/payment-search-form/index.ts';
import { RateModal, type RateValues } from '../ui/rate-modal/index.ts';

const PAGE_SIZE = 20;

/** Помощь: the resident's help appeals, a new appeal and «Платёж не поступил». */
export function AppealsHelpPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const contragentId = useAppSelector(selectUser)?.contragentId ?? undefined;

  const [filters, setFilters] = useState<AppealFilters>({});
  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZE });
  const chats = useGetChatsQuery({ ...paging, ...filters, contragentId });
  const categories = useGetChatCategoriesQuery();

  const [drawer, setDrawer] = useState<'appeal' | 'payment' | null>(null);
  const [createChat, creating] = useCreateChatMutation();
  const [createPaymentChat, creatingPayment] = useCreateFindPaymentChatMutation();
  const [updateChat, updating] = useUpdateChatMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [rated, setRated] = useState<Chat | null>(null);
  const [rateError, setRateError] = useState<string | null>(null);

  function opened(chat: Chat, text: string) {
    setDrawer(null);
    setFormError(null);
    void message.success(text);
    void navigate(paths.chat.getHref(userId, chat.id));
    return true;
  }

  async function submitAppeal(values: AppealFormValues): Promise<boolean> {
    setFormError(null);
    const result = await createChat({
      categoryId: values.categoryId,
      subject: values.subject.trim(),
      body: values.body,
      contragentId,
      files: filesOf(values.files),
    });
    // On failure the form keeps every field and file: only a success clears it.
    if (result.error) return (setFormError(errorMessageOf(result.error)), false);
    return opened(result.data, 'Обращение отправлено');
  }

  async function submitPaymentSearch(values: PaymentSearchFormValues): Promise<boolean> {
    if (contragentId === undefined) return false;
    setFormError(null);
    const result = await createPaymentChat({
      contragentId,
      paymentDate: toIsoDate(values.paymentDate),
      amount: values.amount.trim(),
      paymentPlace: values.paymentPlace?.trim() || undefined,
      comment: values.comment?.trim() || undefined,
      files: filesOf(values.files),
    });
    if (result.error) return (setFormError(errorMessageOf(result.error)), false);
    return opened(result.data, 'Запрос на поиск платежа отправлен');
  }

  async function rate(values: RateValues): Promise<boolean> {
    if (!rated) return false;
    const result = await updateChat({
      id: rated.id,
      action: 'rate',
      rating: values.rating,
      comment: values.comment?.trim() ?? '',
    });
    if (result.error) return (setRateError(errorMessageOf(result.error)), false);
    setRated(null);
    setRateError(null);
    void message.success('Спасибо за оценку');
    return true;
  }

  async function reopen(chat: Chat) {
    const result = await updateChat({ id: chat.id, action: 'reopen', text: '' });
    if (result.error) void message.error(errorMessageOf(result.error));
    else void message.success('Обращение открыто снова');
  }

  function openDrawer(kind: 'appeal' | 'payment') {
    setFormError(null);
    setDrawer(kind);
  }

  return (
    <Flex vertical gap={16}>
      {/* The size of every other page's title (24 px), not antd's h1 (38 px). */}
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        Помощь
      </Typography.Title>
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => openDrawer('appeal')}>
          Новое обращение
        </Button>
        {contragentId !== undefined ? <Button onClick={() => openDrawer('payment')}>Платёж не поступил</Button> : null}
      </Flex>
      <AppealList
        userId={userId}
        data={chats.data}
        loading={chats.isFetching}
        error={chats.error ? errorMessageOf(chats.error) : null}
        onRetry={() => void chats.refetch()}
        categories={categories.data ?? []}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        onPageChange={(page, size) => setPaging({ page, size })}
        onRate={(chat) => {
          setRateError(null);
          setRated(chat);
        }}
        onReopen={(chat) => void reopen(chat)}
        reopeningId={updating.isLoading && updating.originalArgs?.action === 'reopen' ? updating.originalArgs.id : null}
      />
      <FormDrawer title="Новое обращение" open={drawer === 'appeal'} onClose={() => setDrawer(null)}>
        <AppealForm
          categories={categories.data ?? []}
          categoriesLoading={categories.isLoading}
          onSubmit={submitAppeal}
          submitting={creating.isLoading}
          error={drawer === 'appeal' ? formError : null}
        />
      </FormDrawer>
      <FormDrawer title="Платёж не поступил" open={drawer === 'payment'} onClose={() => setDrawer(null)}>
        <PaymentSearchForm
          onSubmit={submitPaymentSearch}
          submitting={creatingPayment.isLoading}
          error={drawer === 'payment' ? formError : null}
        />
      </FormDrawer>
      <RateModal
        open={rated !== null}
        subject={rated?.subject}
        onCancel={() => setRated(null)}
        onSubmit={rate}
        submitting={updating.isLoading}
        error={rateError}
      />
    </Flex>
  );
}

export { AppealsHelpPage as Component };
