import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../default-brand.ts';
import { loadBrand } from './load-brand.ts';

const blank = () => document.implementation.createHTMLDocument('');

describe('loadBrand', () => {
  it('resolves with the validated brand and applies it to the document', async () => {
    const doc = blank();
    const brand = await loadBrand(async () => ({ ...defaultBrand, unknown: true }), doc);
    expect(brand).toEqual(defaultBrand);
    expect(doc.title).toBe(defaultBrand.meta.title);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      defaultBrand.meta.description,
    );
    expect(doc.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(defaultBrand.assets.favicon);
  });

  it('rejects with the fetch error message and leaves the document alone', async () => {
    const doc = blank();
    doc.title = 'Исходное';
    await expect(loadBrand(() => Promise.reject(new Error('Сервис недоступен')), doc)).rejects.toThrow(
      new Error('Сервис недоступен'),
    );
    expect(doc.title).toBe('Исходное');
  });

  it.each([
    ['an error-like object', { status: 500, message: 'Внутренняя ошибка' }, 'Внутренняя ошибка'],
    ['a string', 'Нет соединения', 'Нет соединения'],
    ['nothing useful', { status: 'FETCH_ERROR' }, 'Не удалось загрузить настройки оформления'],
  ])('turns %s into an Error with its message', async (_name, failure, message) => {
    const error: unknown = await loadBrand(() => Promise.reject(failure), blank()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
  });

  it('rejects with the validation message for an invalid brand and applies nothing', async () => {
    const doc = blank();
    await expect(loadBrand(async () => ({ ...defaultBrand, meta: { title: '' } }), doc)).rejects.toThrow(
      /^Некорректные настройки оформления: meta\.title — ожидается непустая строка/,
    );
    expect(doc.title).toBe('');
    expect(doc.head.querySelector('link[rel="icon"]')).toBeNull();
  });
});
