import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOperatorApi, type RunningOperatorApi } from '@resident/test-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandTheme } from '@resident/branding';
import type { Brand } from '@resident/contract';
import { formatPhone } from '@resident/contract/limits';
import { radii } from '@resident/ui';
import { seriousViolations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { startPortal } from './support/stack';

// One production build (apps/portal/dist) serves two operators: each portal server sits in front
// of an operator API started with that operator's brand file from tooling/brands.
const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tooling/brands');
const BRANDS = ['prikamye', 'yugra'] as const;

interface Operator {
  api: RunningOperatorApi;
  portal: { url: string; stop(): Promise<void> };
  file: Brand;
}

const operators = new Map<string, Operator>();
let browser: Browser;

beforeAll(async () => {
  for (const name of BRANDS) {
    const brandFile = path.join(brandsDir, name, 'brand.json');
    const api = await startOperatorApi({ inMemory: true, brandFile });
    const portal = await startPortal(api.url);
    operators.set(name, { api, portal, file: JSON.parse(readFileSync(brandFile, 'utf8')) as Brand });
  }
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const { portal, api } of operators.values()) {
    await portal.stop();
    await api.stop();
  }
});

/** '#0b3d5c' → 'rgb(11, 61, 92)', as getComputedStyle answers. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

async function openLogin(name: string) {
  const operator = operators.get(name)!;
  const { page } = browser;
  await page.goto(`${operator.portal.url}/login`);
  // A submit button once the scripts have taken over the prerendered form. They start after the
  // page's load event, which comes sooner now that the logo is in the page: waited for, not raced.
  await expect
    .poll(() => page.getByRole('button', { name: 'Войти' }).getAttribute('type'), { timeout: 30_000 })
    .toBe('submit');
  return { operator, page };
}

describe('two regional brands from one build', () => {
  it.each(BRANDS)('%s: the first HTML of /login is drawn in its brand, before any script runs', async (name) => {
    const { portal, file } = operators.get(name)!;
    const response = await fetch(`${portal.url}/login`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    // The page's own title in the operator's brand.
    expect(html).toContain(`<title>Вход в личный кабинет — ${file.company.shortName}</title>`);
    expect(html).toMatch(/<h1[^>]*>Вход в личный кабинет<\/h1>/);
    expect(html).toMatch(/<form name="login"/);
    // The operator's logo is in the page itself (it paints with the first paint).
    const served = Buffer.from(await (await fetch(`${portal.url}/api/brand/${file.assets.logo.full}`)).arrayBuffer());
    expect(html).toContain(
      `<img src="data:image/svg+xml;base64,${served.toString('base64')}" alt="${file.assets.logo.alt}"`,
    );
    expect(html).not.toMatch(/<link rel="preload" as="image"/);
    expect(html).toContain(`href="tel:${file.contacts!.supportPhone}"`);
    // The brand's colour reaches the plain kit through the inline :root variables.
    const colour = brandTheme(file).components?.Button?.colorPrimary;
    expect(html).toMatch(new RegExp(`<style>:root\\{[^<]*${colour}`));
    // Nothing of the other operator or of the default brand.
    const other = operators.get(BRANDS.find((brand) => brand !== name)!)!.file;
    expect(html).not.toContain(other.meta.title);
    expect(html).not.toContain(other.company.shortName);
    expect(html).not.toContain('Регоператор');
  });

  it.each(BRANDS)(
    "%s: every first HTML has its route's title in the brand: guest pages, the signed-in frame, not-found",
    async (name) => {
      const { portal, file } = operators.get(name)!;
      const titleOf = async (path: string) => {
        const html = await (await fetch(`${portal.url}${path}`, { headers: { accept: 'text/html' } })).text();
        return /<title>([^<]*)<\/title>/.exec(html)?.[1];
      };
      const brandName = file.company.shortName;
      expect(await titleOf('/registration')).toBe(`Регистрация — ${brandName}`);
      expect(await titleOf('/password-recovery')).toBe(`Восстановление пароля — ${brandName}`);
      expect(await titleOf('/pay')).toBe(`Оплата — ${brandName}`);
      expect(await titleOf('/resident/1/billing')).toBe(`Счета и расчёты — ${brandName}`);
      expect(await titleOf('/resident/1/dashboard')).toBe(`Главный экран — ${brandName}`);
      expect(await titleOf('/no/such/page')).toBe(`Страница не найдена — ${brandName}`);
    },
  );

  it('yugra draws its pages in its own self-hosted font', async () => {
    const { page } = await openLogin('yugra');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"PT Sans", /);
    await expect
      .poll(() =>
        page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "PT Sans"', 'Вход'))),
      )
      .toBe(true);
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const file of fontFiles) expect(new URL(file).origin).toBe(new URL(page.url()).origin);
  });

  it.each(BRANDS)(
    '%s: title, favicon, logo, button colour and corners, and support phone come from its brand file',
    async (name) => {
      const { operator, page } = await openLogin(name);
      const { file } = operator;
      await expect.poll(() => page.title()).toBe(`Вход в личный кабинет — ${file.company.shortName}`);

      const favicon = await page.locator('link[rel~="icon"]').getAttribute('href');
      expect(favicon).toMatch(new RegExp(`^/api/brand/${file.assets.favicon.replace('.', '\\.')}\\?v=`));
      const icon = await page.request.get(`${operator.portal.url}${favicon}`);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toBe(file.assets.favicon.endsWith('.png') ? 'image/png' : 'image/svg+xml');

      const logo = page.getByRole('img', { name: file.assets.logo.alt });
      await logo.first().waitFor();
      // Inline in the prerendered page, else the operator API's address.
      expect(await logo.first().getAttribute('src')).toMatch(
        /^(data:image\/svg\+xml;base64,|\/api\/brand\/logo(-small)?\.svg\?v=)/,
      );
      expect(await logo.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
        true,
      );

      const buttonColour = brandTheme(file).components?.Button?.colorPrimary;
      expect(buttonColour).toBeDefined();
      const submit = page.getByRole('button', { name: 'Войти' });
      // Not under the pointer, and polled: the colour eases in (a 0.2 s transition) once drawn.
      await page.mouse.move(0, 0);
      await expect
        .poll(() => submit.evaluate((element) => getComputedStyle(element).backgroundColor))
        .toBe(rgb(buttonColour!));

      // A large button takes antd's large corner of the brand's radius.
      const { lg } = radii(file.theme!.borderRadius!);
      expect(await submit.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe(`${lg}px`);

      const phone = file.contacts!.supportPhone;
      const call = page.getByRole('link', { name: formatPhone(phone) });
      expect(await call.getAttribute('href')).toBe(`tel:${phone}`);
      expect(await seriousViolations(page, `${name} /login`)).toEqual([]);

      // A client-side navigation gives the next page its own title.
      await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
      await page.getByRole('heading', { level: 1, name: 'Регистрация' }).waitFor();
      await expect.poll(() => page.title()).toBe(`Регистрация — ${file.company.shortName}`);
    },
  );
});
