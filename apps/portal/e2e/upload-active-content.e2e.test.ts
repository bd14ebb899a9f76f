import { beforeAll, describe, expect, it } from 'vitest';
import { composerOf, openAppealsTab } from './support/appeals';
import { operatorStackPerFile } from './support/operator-stack';
import { signIn } from './support/session';

// Pages are refused by name, and markup is looked for in the whole head of a text, not
// only its first bytes — in the resident's browser before sending, by the same rules the API applies.
const SEEDED_SUBJECT = 'Не пришла квитанция за май';

const env = operatorStackPerFile();

beforeAll(async () => {
  await signIn(env.page, env.stack.portalUrl, 'resident@demo.ru');
  await env.page.waitForURL(/\/dashboard$/);
  await openAppealsTab(env.page, 'Помощь');
  await env.page.getByText(SEEDED_SUBJECT, { exact: true }).first().click();
  await env.page.waitForURL(/\/chats\/\d+/);
  await composerOf(env.page).getByRole('textbox', { name: 'Сообщение' }).waitFor();
});

describe('the composer refuses active content before sending', () => {
  it.each([
    [
      'a page by its name',
      'page.html',
      'text/html',
      '<p>Квитанция</p><img src=x onerror=alert(1)>',
      'Нельзя загрузить файл с расширением .html',
    ],
    [
      'an SVG by its name',
      'рисунок.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'Нельзя загрузить файл с расширением .svg',
    ],
    [
      'a text with a script further down',
      'показания.txt',
      'text/plain',
      `${'Показания счётчика: 01234\n'.repeat(100)}<script>alert(1)</script>`,
      'Нельзя загрузить веб-страницу, SVG-изображение или скрипт',
    ],
  ])('%s', async (_case, name, mimeType, content, message) => {
    const composer = composerOf(env.page);
    await composer.locator('input[type=file]').setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
    await composer.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await composer.getByRole('list', { name: 'Прикреплённые файлы' }).count()).toBe(0);
  });
});
