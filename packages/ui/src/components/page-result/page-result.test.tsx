import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { PageResult } from './page-result.tsx';

describe('PageResult', () => {
  it('shows the title as the page heading, the subtitle and one action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <PageResult
        status="404"
        title="Страница не найдена"
        subtitle="Возможно, она была удалена или адрес введен с ошибкой."
        action={{ label: 'На главную', onClick }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('Возможно, она была удалена или адрес введен с ошибкой.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'На главную' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('an action with href is a link', () => {
    render(
      <PageResult title="Раздел в разработке" action={{ label: 'На сайт оператора', href: 'https://example.ru' }} />,
    );
    expect(screen.getByRole('link', { name: 'На сайт оператора' })).toHaveAttribute('href', 'https://example.ru');
  });

  it('without an action shows no button', () => {
    render(<PageResult status="warning" title="Сервис временно недоступен" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('wraps a long address instead of widening a phone screen', () => {
    const { container } = render(<PageResult title="Ошибка" subtitle="https://operator.example/очень/длинный/адрес" />);
    expect(container.querySelector<HTMLElement>('.page-result')?.style.overflowWrap).toBe('anywhere');
  });

  it('shows an HTTP status as its code and a named status as an icon, both hidden from screen readers', () => {
    const { container, rerender } = render(<PageResult status="404" title="Страница не найдена" />);
    expect(container.querySelector('[aria-hidden]')).toHaveTextContent('404');
    rerender(<PageResult status="warning" title="Не удалось загрузить раздел" />);
    expect(container.querySelector('[aria-hidden] svg')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Не удалось загрузить раздел');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <PageResult status="500" title="Ошибка" action={{ label: 'Обновить', onClick: () => {} }} />,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});
