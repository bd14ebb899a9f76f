import type { Page } from 'playwright-core';

/** One click of a journey: the button (by its accessible name), inside a dialog when `within` names one. */
export interface Step {
  button: string | RegExp;
  within?: string;
}

/** A journey's second screen: from a walked screen, a few clicks to the dialog or drawer it opens. */
export interface Journey {
  /** The screen it starts on (its slug in screens.ts). */
  from: string;
  /** Its own slug, for the screenshot's file name. */
  slug: string;
  label: string;
  steps: Step[];
  /** The dialog that must be open at the end (its accessible name). */
  dialog: string;
}

/** The main journeys' second screens that cost a click or two. */
export const JOURNEYS: readonly Journey[] = [
  {
    from: 'resident-billing',
    slug: 'resident-billing+pay-drawer',
    label: 'billing › pay drawer',
    steps: [{ button: 'Оплатить' }],
    dialog: 'Оплата',
  },
  {
    from: 'resident-appeals-help',
    slug: 'resident-appeals-help+new-appeal',
    label: 'appeals/help › new appeal',
    steps: [{ button: 'Новое обращение' }],
    dialog: 'Новое обращение',
  },
  {
    from: 'resident-appeals-help',
    slug: 'resident-appeals-help+payment-missing',
    label: 'appeals/help › payment missing',
    steps: [{ button: 'Платёж не поступил' }],
    dialog: 'Платёж не поступил',
  },
  {
    from: 'resident-appeals-recalculation',
    slug: 'resident-appeals-recalculation+new-request',
    label: 'appeals/recalculation › new request',
    steps: [{ button: 'Новая заявка' }],
    dialog: 'Новая заявка',
  },
  {
    from: 'resident-dashboard',
    slug: 'resident-dashboard+user-menu',
    label: 'dashboard › user menu',
    steps: [{ button: /Л\/С/ }],
    dialog: 'Меню пользователя',
  },
  {
    from: 'resident-dashboard',
    slug: 'resident-dashboard+logout-confirm',
    label: 'dashboard › logout confirm',
    steps: [{ button: /Л\/С/ }, { button: 'Выйти из аккаунта', within: 'Меню пользователя' }],
    dialog: 'Выход из приложения',
  },
];

/** Takes a journey's steps on the open page; resolves when its dialog shows. */
export async function takeJourney(page: Page, journey: Journey): Promise<void> {
  for (const { button, within } of journey.steps) {
    const scope = within ? page.getByRole('dialog', { name: within }) : page;
    await scope
      .getByRole('button', { name: button, exact: typeof button === 'string' })
      .first()
      .click({ timeout: 10_000 });
  }
  await page.getByRole('dialog', { name: journey.dialog }).last().waitFor({ timeout: 10_000 });
  // The pointer stays where it clicked: a control under it would be measured in its hover colour.
  await page.mouse.move(0, 0);
}
