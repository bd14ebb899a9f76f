import { errorMessageOf, selectUser, useAppSelector } from '@resident/api';
import { useGetChangeObjectsQuery } from '../api/appeals.api.ts';
import { useCreateChangeObjectMutation } from '@resident/communication';
import { paths } from '@resident/routes';
import { PageResult } from '@resident/ui';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toCreateChangeObjectArg, type RecalculationFormValues } from '../lib/recalculation-request.ts';
import { FormDrawer } from '../ui/form-drawer/index.ts';
import { RecalculationForm } from '../ui/recalculation-form/index.ts';
import { RecalculationList } from '../ui/recalculation-list/index.ts';

const PAGE_SIZE = 20;

/** Перерасчеты: the active account's recalculation requests and «Новая заявка». */
export function AppealsRecalculationPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const contragentId = useAppSelector(selectUser)?.contragentId ?? null;

  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZE });
  const requests = useGetChangeObjectsQuery(contragentId === null ? skipArg : { contragentId, ...paging }, {
    skip: contragentId === null,
  });
  const [create, creating] = useCreateChangeObjectMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: RecalculationFormValues): Promise<boolean> {
    if (contragentId === null) return false;
    setError(null);
    const result = await create(toCreateChangeObjectArg(contragentId, values));
    // On failure the form keeps every field and file: only a success clears it.
    if (result.error) return (setError(errorMessageOf(result.error)), false);
    setOpen(false);
    void message.success(`Заявка №${result.data.requestNumber} отправлена`);
    void navigate(paths.chatRecalculation.getHref(userId, result.data.id));
    return true;
  }

  return (
    <Flex vertical gap={16}>
      {/* The size of every other page's title (24 px), not antd's h1 (38 px). */}
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        Перерасчеты
      </Typography.Title>
      {contragentId === null ? (
        // Requests belong to a personal account; a user without one has none to show.
        <PageResult
          status="info"
          headingLevel={2}
          title="Перерасчет доступен для лицевого счета"
          subtitle="Подключите лицевой счет в профиле, чтобы подать заявку."
        />
      ) : (
        <>
          <Flex>
            <Button
              type="primary"
              onClick={() => {
                setError(null);
                setOpen(true);
              }}
            >
              Новая заявка
            </Button>
          </Flex>
          <RecalculationList
            userId={userId}
            data={requests.data}
            loading={requests.isFetching}
            error={requests.error ? errorMessageOf(requests.error) : null}
            onRetry={() => void requests.refetch()}
            onPageChange={(page, size) => setPaging({ page, size })}
          />
          <FormDrawer title="Новая заявка" open={open} onClose={() => setOpen(false)}>
            <RecalculationForm onSubmit={submit} submitting={creating.isLoading} error={error} />
          </FormDrawer>
        </>
      )}
    </Flex>
  );
}

// Never sent: the query is skipped without an account.
const skipArg = { contragentId: 0 };

export { AppealsRecalculationPage as Component };
