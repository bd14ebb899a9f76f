import { errorMessageOf, selectUser, useApiConfig, useAppSelector, useGetObjectsQuery } from '@resident/api';
import { useCreateChangeObjectMutation } from '@resident/communication';
import type { RealEstateObject } from '@resident/contract';
import { paths } from '@resident/routes';
import { StatusAlert } from '@resident/ui';
import { Button, Drawer, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { toChangeRequest, type ChangeRequestValues } from '../lib/change-request';
import { OBJECTS_TEXTS } from '../lib/texts';
import { useObjectsMap } from '../model/use-objects-map';
import { ChangeRequestForm } from '../ui/change-request-form';
import { ObjectCard } from '../ui/object-card';
import { ObjectsMap } from '../ui/objects-map';

type Filed = { id: number; requestNumber: string };

/**
 * The active account's real-estate objects (design.md §3 "Objects"): each with what is billed on
 * it and its history, a change request that becomes a recalculation request, and the map when the
 * operator configured one — the list is there either way.
 */
export function ObjectsPage() {
  const user = useAppSelector(selectUser);
  const contragentId = user?.contragentId ?? null;
  const userId = user?.id ?? '';
  const objects = useGetObjectsQuery(contragentId ?? 0, { skip: contragentId === null });
  const map = useObjectsMap(useApiConfig().mapsApiKey);
  // The drawer is hidden, not destroyed, on close: what was typed for an object is still there.
  const [changing, setChanging] = useState<RealEstateObject | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [filed, setFiled] = useState<Filed | null>(null);
  const [create, creation] = useCreateChangeObjectMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(values: ChangeRequestValues): Promise<boolean> {
    if (!changing || contragentId === null) return false;
    setError(null);
    try {
      const request = await create(toChangeRequest(contragentId, changing, values)).unwrap();
      setFiled({ id: request.id, requestNumber: request.requestNumber });
      setDrawerOpen(false);
      return true;
    } catch (failure) {
      // The form keeps everything typed and chosen; the reason shows above it.
      setError(errorMessageOf(failure as Parameters<typeof errorMessageOf>[0]));
      return false;
    }
  }

  let content;
  if (contragentId === null) content = <StatusAlert type="info">{OBJECTS_TEXTS.noAccount}</StatusAlert>;
  else if (objects.isLoading) content = <Skeleton active />;
  else if (objects.isError) {
    content = (
      <StatusAlert type="error" action={<Button size="small" onClick={() => void objects.refetch()}>{OBJECTS_TEXTS.retry}</Button>}>
        {errorMessageOf(objects.error)}
      </StatusAlert>
    );
  } else if (!objects.data || objects.data.length === 0) content = <Empty description={OBJECTS_TEXTS.empty} />;
  else {
    content = (
      <Flex vertical gap={16}>
        <ObjectsMap objects={objects.data} state={map} />
        {objects.data.map((object, index) => (
          <ObjectCard
            key={object.id}
            object={object}
            index={index}
            userId={userId}
            onChange={(chosen) => {
              if (chosen.id !== changing?.id) setError(null);
              setChanging(chosen);
              setDrawerOpen(true);
            }}
          />
        ))}
      </Flex>
    );
  }

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {OBJECTS_TEXTS.title}
      </Typography.Title>
      {filed ? (
        <StatusAlert
          type="success"
          style={{ marginBottom: 16 }}
          action={<Link to={paths.chatRecalculation.getHref(userId, filed.id)}>{OBJECTS_TEXTS.openChat}</Link>}
        >
          {OBJECTS_TEXTS.sent(filed.requestNumber)}
        </StatusAlert>
      ) : null}
      {content}
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={OBJECTS_TEXTS.requestTitle} size="min(100vw, 560px)" destroyOnHidden={false}>
        {changing ? (
          <>
            <Typography.Paragraph type="secondary">{changing.address}</Typography.Paragraph>
            <ChangeRequestForm key={changing.id} object={changing} onSubmit={submit} submitting={creation.isLoading} error={error} />
          </>
        ) : null}
      </Drawer>
    </>
  );
}

export { ObjectsPage as Component };
