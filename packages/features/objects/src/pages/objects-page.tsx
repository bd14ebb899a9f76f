import { errorMessageOf, selectUser, useApiConfig, useAppSelector, useGetObjectsQuery } from '@resident/api';
import { useCreateChangeObjectMutation } from '@resident/communication';
import type { RealEstateObject } from '@resident/contract';
import { paths } from '@resident/routes';
import { LoadError, StatusAlert } from '@resident/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toChangeRequest, type ChangeRequestValues } from '../lib/change-request';
import { OBJECTS_TEXTS } from '../lib/texts';
import { useObjectsMap } from '../model/use-objects-map';
import { ObjectCard } from '../ui/object-card';
import { ObjectsMap } from '../ui/objects-map';

// The drawer and its form (Form, DatePicker, Select, Upload) load when a resident first asks for a change.
const ChangeRequestDrawer = lazy(() =>
  import('../ui/change-request-drawer').then((module) => ({ default: module.ChangeRequestDrawer })),
);

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
  else if (objects.isLoading) content = <p aria-busy="true">{OBJECTS_TEXTS.loading}</p>;
  else if (objects.isError) {
    content = <LoadError message={errorMessageOf(objects.error)} onRetry={() => void objects.refetch()} />;
  } else if (!objects.data || objects.data.length === 0)
    content = <StatusAlert type="info">{OBJECTS_TEXTS.empty}</StatusAlert>;
  else {
    content = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
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
      </div>
    );
  }

  return (
    <>
      <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>{OBJECTS_TEXTS.title}</h1>
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
      {changing ? (
        <Suspense fallback={null}>
          <ChangeRequestDrawer
            object={changing}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onSubmit={submit}
            submitting={creation.isLoading}
            error={error}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export { ObjectsPage as Component };
