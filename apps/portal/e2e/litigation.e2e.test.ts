import type { Litigation } from '@resident/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiGet, plain, shownMoney } from './support/billing';
import { signInAs } from './support/nav';
import { operatorStackPerFile, startOperatorStack } from './support/operator-stack';
import { at375 } from './support/profile';
import { pathOf } from './support/session';

// Litigation against the real operator API; the debtor pays the state duty
// through the built-in test acquirer and the dashboard's warning goes away.
const env = operatorStackPerFile();
const STATE_DUTY_WARNING = 'По лицевому счёту есть задолженность по государственной пошлине.';
/** The operator API's answer while a payment of the order is on the acquirer's page (spec §8 body, shown as is). */
const PAYMENT_IN_PROGRESS =
  'По этому заказу идёт оплата. Дождитесь её результата — после этого заказ можно будет изменить или отменить';

describe('litigation', () => {
  it('a debtor sees the case, its hearing and the state duty, downloads the decision and pays the duty', async () => {
    const { page } = env;
    const origin = env.stack.portalUrl;
    await signInAs(page, origin, 'debtor@demo.ru');
    const dashboard = `${origin}${pathOf(page)}`;
    await page.getByText(STATE_DUTY_WARNING).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Подробнее в разделе «Судебно-претензионная работа»' }).click();
    await page.waitForURL(/\/litigation$/);
    await page.getByRole('heading', { level: 1, name: 'Судебно-претензионная работа' }).waitFor();

    const data = await apiGet<Litigation>(page, 'client/5/litigation');
    const courtCase = data.cases.find((item) => item.kind === 'court')!;
    const card = page.getByRole('article', { name: `Дело № ${courtCase.number}` });
    await card.waitFor({ timeout: 20_000 });
    const text = plain(await card.innerText());
    expect(text).toContain(courtCase.court!);
    expect(text).toContain(shownMoney(courtCase.claimed));
    expect(text).toContain(shownMoney(data.stateDuty.unpaid));
    expect(text).toContain('не оплачена');
    expect(text).toContain('Предстоит');
    expect(text).toContain(`зал № ${courtCase.hearings.at(-1)!.courtRoom}`);
    expect(text).toContain(courtCase.enforcementStage!);
    await page.getByRole('article', { name: /^Претензия № / }).waitFor();
    expect(plain(await page.getByTestId('state-duty-debt').innerText())).toBe(
      `Задолженность по госпошлине: ${shownMoney(data.stateDuty.unpaid)}`,
    );
    expect(await seriousViolations(page, 'litigation')).toEqual([]);
    await at375(page, 'litigation');

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: /Скачать «Решение суда»/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(courtCase.documents[0]!.fileName);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.getByRole('button', { name: 'Оплатить госпошлину' }).click();
    const drawer = page.getByRole('dialog', { name: 'Оплата госпошлины' });
    await drawer.getByLabel('Email или телефон для чека').fill('volkov@mail.ru');
    expect(await seriousViolations(page, 'litigation: paying the duty')).toEqual([]);
    await drawer.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/api\/test-acquirer\/pay\//);
    await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
    await page.getByLabel('Срок действия').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Оплатить' }).click();

    await page.waitForURL(/\/litigation\?payment=\d+$/);
    await page
      .getByRole('dialog', { name: 'Оплата госпошлины' })
      .getByText('Платёж прошёл')
      .waitFor({ timeout: 15_000 });
    await page.getByTestId('state-duty-debt').waitFor({ state: 'detached', timeout: 15_000 });
    await card.getByText('оплачена', { exact: true }).waitFor();
    expect(await apiGet<Litigation>(page, 'client/5/litigation')).toMatchObject({
      stateDuty: { debt: false, unpaid: 0 },
    });

    await page.goto(dashboard);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(STATE_DUTY_WARNING).count()).toBe(0);
  });

  it('a resident without cases sees the empty state', async () => {
    const { page } = env;
    const origin = env.stack.portalUrl;
    await signInAs(page, origin, 'plain@demo.ru');
    await page.goto(`${origin}${pathOf(page).replace(/dashboard$/, 'litigation')}`);
    await page.getByText('По вашему лицевому счёту нет судебных дел и претензий').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page, 'litigation: empty')).toEqual([]);
  });

  it(
    'a grown duty cannot replace the order whose payment is open; that payment pays the duty it was made for',
    { timeout: 120_000 },
    async () => {
      const { page } = env;
      // A stack of its own: the debtor's duty is still unpaid here whatever the other tests paid.
      const stack = await startOperatorStack();
      try {
        await signInAs(page, stack.portalUrl, 'debtor@demo.ru');
        const litigationUrl = `${stack.portalUrl}${pathOf(page).replace(/dashboard$/, 'litigation')}`;
        await page.goto(litigationUrl);
        const before = await apiGet<Litigation>(page, 'client/5/litigation');
        const claim = before.cases.find((item) => item.kind === 'claim')!;

        // Tab 1: the duty's payment opened on the acquirer's page.
        await page.getByRole('button', { name: 'Оплатить госпошлину' }).click();
        const drawer = page.getByRole('dialog', { name: 'Оплата госпошлины' });
        await drawer.getByLabel('Email или телефон для чека').fill('volkov@mail.ru');
        await drawer.getByRole('button', { name: 'Оплатить' }).click();
        await page.waitForURL(/\/api\/test-acquirer\/pay\//);

        // Meanwhile a court puts a second duty on the account; tab 2 asks to pay the whole sum: refused.
        await stack.operator.setCaseStateDuty(claim.id, 30_000);
        const second = await page.context().newPage();
        try {
          await second.goto(litigationUrl);
          await second.getByRole('button', { name: 'Оплатить госпошлину' }).click();
          await second.getByText(PAYMENT_IN_PROGRESS).waitFor({ timeout: 20_000 });
          expect(await second.getByRole('dialog', { name: 'Оплата госпошлины' }).count()).toBe(0);
        } finally {
          await second.close();
        }

        // Tab 1 pays: the duty it was opened for is paid, the new one is left to pay.
        await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
        await page.getByLabel('Срок действия').fill('12/30');
        await page.getByLabel('CVC').fill('123');
        await page.getByRole('button', { name: 'Оплатить' }).click();
        await page.waitForURL(/\/litigation\?payment=\d+$/);
        await page
          .getByRole('dialog', { name: 'Оплата госпошлины' })
          .getByText('Платёж прошёл')
          .waitFor({ timeout: 15_000 });
        const after = await apiGet<Litigation>(page, 'client/5/litigation');
        expect(after.stateDuty).toEqual({ debt: true, unpaid: 30_000 });
        expect(after.cases.find((item) => item.kind === 'court')!.stateDuty).toEqual({
          amount: before.stateDuty.unpaid,
          paid: true,
        });
      } finally {
        await stack.stop();
      }
    },
  );
});
