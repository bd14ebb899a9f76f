import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { brandTheme } from '../lib/brand-theme.ts';
import { defaultBrand } from '../default-brand.ts';
import { BrandProvider, useBrand } from './brand-context.tsx';

const swatch = (color: string): CSSProperties => ({
  display: 'inline-block',
  width: 20,
  height: 20,
  borderRadius: 4,
  background: color,
  verticalAlign: 'middle',
  marginRight: 8,
});

/** What a brand consists of, read through useBrand() as any component would. */
function BrandSheet() {
  const brand = useBrand();
  const theme = brandTheme(brand);
  const primary = theme.token?.colorPrimary ?? '';
  const text = theme.token?.colorLink ?? '';
  return (
    <article style={{ maxWidth: 520, fontFamily: theme.token?.fontFamily, lineHeight: 1.6 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{brand.company.name}</h1>
      <p style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
        <img src={brand.assets.logo.full} alt={brand.assets.logo.alt} width={200} height={40} />
        <img src={brand.assets.logo.small} alt={`${brand.assets.logo.alt} (малый)`} width={40} height={40} />
        <img src={brand.assets.favicon} alt="Значок вкладки" width={16} height={16} />
      </p>
      <dl>
        <dt>Краткое название</dt>
        <dd>{brand.company.shortName}</dd>
        <dt>Заголовок страницы</dt>
        <dd>{brand.meta.title}</dd>
        <dt>Основной цвет</dt>
        <dd>
          <span style={swatch(primary)} />
          {primary}
        </dd>
        <dt>Цвет текста ссылок и кнопок (контраст не ниже 4.5:1)</dt>
        <dd>
          <span style={swatch(text)} />
          {text}
        </dd>
        <dt>Поддержка</dt>
        <dd>
          {brand.contacts?.supportPhone} · {brand.contacts?.supportEmail}
        </dd>
      </dl>
    </article>
  );
}

const meta = {
  title: 'branding/Brand',
  component: BrandProvider,
  args: { brand: defaultBrand },
  render: (args) => (
    <BrandProvider brand={args.brand}>
      <BrandSheet />
    </BrandProvider>
  ),
} satisfies Meta<typeof BrandProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultBrand: Story = {};

/** An operator with a light brand colour: the text shade is darkened automatically. */
export const YellowOperator: Story = {
  args: {
    brand: {
      ...defaultBrand,
      company: { name: 'АО «Солнечный регион»', shortName: 'Солнечный регион' },
      theme: { colorPrimary: '#ffc107' },
    },
  },
};

/** The brand chosen in Storybook's «Бренд» toolbar (the default one or an example operator). */
export const ChosenInToolbar: Story = { render: () => <BrandSheet /> };
