import { describe, expect, it } from 'vitest';
import { headerTitle } from './header-title';

const meta = { name: 'Чат', layout: 'main' as const };

describe('headerTitle', () => {
  it('prefers headerTitle, then the query name, then the route name', () => {
    expect(headerTitle({ ...meta, headerTitle: 'Страхование' }, new URLSearchParams('name=Вопрос'))).toBe(
      'Страхование',
    );
    expect(headerTitle(meta, new URLSearchParams('name=Вопрос по оплате'))).toBe('Вопрос по оплате');
    expect(headerTitle(meta, new URLSearchParams())).toBe('Чат');
  });
});
