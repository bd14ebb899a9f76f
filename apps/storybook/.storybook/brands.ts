import { defaultBrand, parseBrand, type Brand } from '@resident/branding';
import prikamye from '../../../tooling/brands/prikamye/brand.json' with { type: 'json' };
import yugra from '../../../tooling/brands/yugra/brand.json' with { type: 'json' };

/**
 * The brands the toolbar switches between: the default one and the example operators of
 * tooling/brands, whose logo and icon files main.ts serves at /brands/<name>/ (the operator API
 * serves them at /api/brand/ in the portal).
 */
function example(name: string, json: unknown): Brand {
  const brand = parseBrand(json);
  const file = (value: string) =>
    value.startsWith('/') || value.startsWith('https://') ? value : `/brands/${name}/${value}`;
  return {
    ...brand,
    assets: {
      favicon: file(brand.assets.favicon),
      logo: { ...brand.assets.logo, full: file(brand.assets.logo.full), small: file(brand.assets.logo.small) },
    },
  };
}

export const STORY_BRANDS: Record<string, { title: string; brand: Brand }> = {
  default: { title: 'Регоператор (по умолчанию)', brand: defaultBrand },
  prikamye: { title: 'ЭкоПрикамье (тёмный основной цвет)', brand: example('prikamye', prikamye) },
  yugra: { title: 'Чистая Югра (светлый основной цвет, PT Sans)', brand: example('yugra', yugra) },
};

export function storyBrand(name: unknown): Brand {
  return (typeof name === 'string' ? STORY_BRANDS[name]?.brand : undefined) ?? defaultBrand;
}
