import { Pagination, Skeleton, Spin, theme } from 'antd';
import type { Key, ReactNode } from 'react';

export interface PagedListPage {
  /** 1-based, as the API and antd's Pagination count. */
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

export interface PagedListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** What an empty list says, e.g. <Empty description="Обращений пока нет" />. */
  empty: ReactNode;
  loading?: boolean;
  /** The server's paging; the pager shows only when there is more than one page. */
  page?: PagedListPage;
  'aria-label'?: string;
}

/**
 * A server-paged list (design.md §4: lists that grow stay smooth by paging): the items of one page
 * as a plain list, and antd's Pagination under it. It stands in for antd's `List`, deprecated in
 * antd 6.6; antd's successor, `Listy`, is a virtualised list of fixed height with no paging.
 */
export function PagedList<T>({
  items,
  itemKey,
  renderItem,
  empty,
  loading = false,
  page,
  'aria-label': label,
}: PagedListProps<T>) {
  const { token } = theme.useToken();
  if (loading && items.length === 0) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    // The previous page stays under the spinner while the next one loads.
    <Spin spinning={loading}>
      {items.length === 0 ? (
        empty
      ) : (
        <ul aria-label={label} aria-busy={loading || undefined} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li
              key={itemKey(item)}
              style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {page && page.total > page.pageSize ? (
        <Pagination
          style={{ marginTop: token.margin, justifyContent: 'flex-end' }}
          current={page.current}
          pageSize={page.pageSize}
          total={page.total}
          showSizeChanger={false}
          onChange={page.onChange}
        />
      ) : null}
    </Spin>
  );
}
