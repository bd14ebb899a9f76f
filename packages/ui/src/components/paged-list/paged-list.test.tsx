import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Empty } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { AppProvider } from '../app-provider/app-provider.tsx';
import { PagedList } from './paged-list.tsx';

type Item = { id: number; name: string };
const items: Item[] = [
  { id: 1, name: 'Не пришла квитанция за май' },
  { id: 2, name: 'Перерасчет за апрель' },
];

function renderList(props: Partial<Parameters<typeof PagedList<Item>>[0]> = {}) {
  return render(
    <PagedList<Item>
      aria-label="Обращения"
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
      empty={<Empty description="Обращений пока нет" />}
      {...props}
    />,
  );
}

describe('PagedList', () => {
  it('shows the page as a list of items', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Обращения' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Не пришла квитанция за май', 'Перерасчет за апрель']);
  });

  it('says so when there is nothing, and shows a skeleton while the first page loads', () => {
    const { rerender, container } = renderList({ items: [] });
    expect(screen.getByText('Обращений пока нет')).toBeInTheDocument();
    rerender(<PagedList<Item> items={[]} loading itemKey={(item) => item.id} renderItem={() => null} empty="—" />);
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('pages through the server with the Russian pager, only when there is more than one page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderList({ page: { current: 1, pageSize: 2, total: 2, onChange } });
    expect(document.querySelector('.ant-pagination')).toBeNull();
    rerender(
      <AppProvider>
        <PagedList<Item>
          items={items}
          itemKey={(item) => item.id}
          renderItem={(item) => <span>{item.name}</span>}
          empty="—"
          page={{ current: 1, pageSize: 2, total: 5, onChange }}
        />
      </AppProvider>,
    );
    await user.click(screen.getByTitle('Вперед'));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderList({ page: { current: 1, pageSize: 2, total: 6, onChange: () => {} } });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
