import { paths } from '@resident/routes';
import { PageResult } from '@resident/ui';
import { useNavigate } from 'react-router';

export const NOT_FOUND_TEXTS = {
  title: 'Страница не найдена',
  subtitle: 'Возможно, она была перемещена или адрес набран с ошибкой.',
  action: 'На главную',
} as const;

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main>
      <PageResult
        status="404"
        title={NOT_FOUND_TEXTS.title}
        subtitle={NOT_FOUND_TEXTS.subtitle}
        action={{ label: NOT_FOUND_TEXTS.action, onClick: () => navigate(paths.resident) }}
      />
    </main>
  );
}
