import { beforeEach, describe, expect, it } from 'vitest';
import { defaultBrand } from '../default-brand.ts';
import { applyBrand, warmBrandLogos } from './apply-brand.ts';

function freshDocument(head = ''): Document {
  const doc = document.implementation.createHTMLDocument('Старое название');
  doc.head.insertAdjacentHTML('beforeend', head);
  return doc;
}

const brand = {
  ...defaultBrand,
  meta: { title: 'Кабинет жителя — Эко', description: 'Описание', keywords: 'ТКО, оплата' },
  assets: { ...defaultBrand.assets, favicon: 'https://cdn.example/eco/icon.png?v=2' },
};

describe('applyBrand', () => {
  let doc: Document;
  beforeEach(() => {
    doc = freshDocument();
  });

  it('sets the title', () => {
    applyBrand(brand, doc);
    expect(doc.title).toBe('Кабинет жителя — Эко');
  });

  it('creates the description and keywords meta when missing', () => {
    applyBrand(brand, doc);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Описание');
    expect(doc.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('ТКО, оплата');
  });

  it('updates existing meta instead of adding more', () => {
    doc = freshDocument('<meta name="description" content="old"><meta name="keywords" content="old">');
    applyBrand(brand, doc);
    applyBrand(brand, doc);
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.head.querySelectorAll('meta[name="keywords"]')).toHaveLength(1);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Описание');
  });

  it('creates the icon link with the type taken from the extension', () => {
    applyBrand(brand, doc);
    const icon = doc.head.querySelector('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('https://cdn.example/eco/icon.png?v=2');
    expect(icon?.getAttribute('type')).toBe('image/png');
  });

  it('updates the existing icon and removes other icons', () => {
    doc = freshDocument(
      '<link rel="shortcut icon" type="image/x-icon" href="/favicon.ico"><link rel="icon" sizes="32x32" href="/32.png">' +
        '<link rel="apple-touch-icon" href="/touch.png">',
    );
    applyBrand(defaultBrand, doc);
    const icons = doc.head.querySelectorAll('link[rel~="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]?.getAttribute('href')).toBe('/brand/favicon.svg');
    expect(icons[0]?.getAttribute('type')).toBe('image/svg+xml');
    expect(doc.head.querySelector('link[rel="apple-touch-icon"]')).not.toBeNull();
  });

  it('drops a stale type when the extension is unknown', () => {
    doc = freshDocument('<link rel="icon" type="image/x-icon" href="/favicon.ico">');
    applyBrand({ ...brand, assets: { ...brand.assets, favicon: '/brand/icon' } }, doc);
    expect(doc.head.querySelector('link[rel="icon"]')?.hasAttribute('type')).toBe(false);
  });

  it('uses the global document by default', () => {
    applyBrand(brand);
    expect(document.title).toBe('Кабинет жителя — Эко');
  });
});

describe('warmBrandLogos', () => {
  it('requests both logos, once each, at high priority, without putting them in the page', () => {
    const doc = freshDocument();
    const logos = {
      ...defaultBrand.assets.logo,
      full: 'https://cdn.example/eco/logo.svg',
      small: 'https://cdn.example/eco/logo-small.svg',
    };
    const images = warmBrandLogos({ ...brand, assets: { ...brand.assets, logo: logos } }, doc);
    expect(images.map((image) => image.src)).toEqual([logos.full, logos.small]);
    expect(images.every((image) => image.fetchPriority === 'high' && !image.isConnected)).toBe(true);
    expect(
      warmBrandLogos({ ...brand, assets: { ...brand.assets, logo: { ...logos, small: logos.full } } }, doc),
    ).toHaveLength(1);
  });
});
