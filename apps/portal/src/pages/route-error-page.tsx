import { paths } from '@resident/routes';
import { PageResult } from '@resident/ui';
import { isChunkLoadError } from '../app/routing/chunk-load';

export const ROUTE_ERROR_TEXTS = {
  chunkTitle: 'Не удалось загрузить раздел',
  chunkSubtitle:
    'Возможно, пропала связь или вышла новая версия личного кабинета. Обновите страницу: всё, что вы сохранили, останется на месте.',
  reload: 'Обновить страницу',
  title: 'Что-то пошло не так',
  subtitle: 'Попробуйте вернуться на главную страницу. Если ошибка повторится, напишите в поддержку.',
  home: 'На главную',
} as const;

/** The router's error page: a failed chunk offers a reload (spec §8), anything else a way home. */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) {
    return (
      <main>
        <PageResult
          status="warning"
          title={ROUTE_ERROR_TEXTS.chunkTitle}
          subtitle={ROUTE_ERROR_TEXTS.chunkSubtitle}
          action={{ label: ROUTE_ERROR_TEXTS.reload, onClick: () => window.location.reload() }}
        />
      </main>
    );
  }
  return (
    <main>
      <PageResult
        status="error"
        title={ROUTE_ERROR_TEXTS.title}
        subtitle={ROUTE_ERROR_TEXTS.subtitle}
        action={{ label: ROUTE_ERROR_TEXTS.home, href: paths.resident }}
      />
    </main>
  );
}
