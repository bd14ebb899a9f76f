import { formatRubles } from '../money-text.ts';
import type { CardForm, CardFormErrors } from './card-form.ts';
import { html } from './html.ts';
import type { SafeHtml } from './html.ts';
import type { TestAcquirerSession } from './session-repository.ts';
import { TEST_3DS_CODE, TEST_CARDS } from './test-cards.ts';
import { payPagePath, TEST_ACQUIRER_PREFIX } from './test-acquirer.ts';

export const STYLESHEET_PATH = `${TEST_ACQUIRER_PREFIX}/styles.css`;

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
<p class="badge">Тестовая платёжная страница — деньги не списываются</p>
${body}
</main>
</body>
</html>
`.value;
}

function summary(session: TestAcquirerSession, merchant: string): SafeHtml {
  return html`<dl class="summary">
<dt>Получатель</dt><dd>${merchant}</dd>
<dt>Назначение</dt><dd>${session.description}</dd>
<dt>Сумма</dt><dd class="amount">${formatRubles(session.amount)}</dd>
</dl>`;
}

interface FieldSpec {
  name: keyof CardForm | 'code';
  label: string;
  autocomplete: string;
  placeholder: string;
  maxLength: number;
}

function field(spec: FieldSpec, value: string, error: string | undefined): SafeHtml {
  const errorId = `${spec.name}-error`;
  return html`<div class="field">
<label for="${spec.name}">${spec.label}</label>
<input id="${spec.name}" name="${spec.name}" type="text" inputmode="numeric" autocomplete="${spec.autocomplete}"
 placeholder="${spec.placeholder}" maxlength="${spec.maxLength}" value="${value}"${error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? html`<p class="error" id="${errorId}">${error}</p>` : ''}
</div>`;
}

const cancelButton = html`<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>Отменить и вернуться</button>`;

const testCardsHint = html`<details>
<summary>Тестовые карты</summary>
<ul>${TEST_CARDS.map((card) => html`<li><code>${card.number}</code> — ${card.description}</li>`)}</ul>
<p>Срок действия — любой будущий, CVC — любые три цифры.</p>
</details>`;

/** The card form; after a refused submit it shows every message and keeps what was typed. */
export function cardPage(
  session: TestAcquirerSession,
  merchant: string,
  form: CardForm,
  errors: CardFormErrors = {},
  alert?: string,
): string {
  const hasErrors = Object.keys(errors).length > 0;
  return layout(
    `Оплата картой — ${merchant}`,
    html`<h1>Оплата картой</h1>
${summary(session, merchant)}
${alert ? html`<p class="alert" role="alert">${alert}</p>` : ''}
${hasErrors ? html`<p class="alert" role="alert">Проверьте данные карты</p>` : ''}
<form method="post" action="${payPagePath(session.token)}" novalidate>
${field({ name: 'cardNumber', label: 'Номер карты', autocomplete: 'cc-number', placeholder: '0000 0000 0000 0000', maxLength: 23 }, form.cardNumber, errors.cardNumber)}
<div class="row">
${field({ name: 'expiry', label: 'Срок действия', autocomplete: 'cc-exp', placeholder: 'ММ/ГГ', maxLength: 7 }, form.expiry, errors.expiry)}
${field({ name: 'cvc', label: 'CVC', autocomplete: 'cc-csc', placeholder: '123', maxLength: 4 }, form.cvc, errors.cvc)}
</div>
<div class="actions">
<button type="submit" class="primary" name="action" value="pay">Оплатить</button>
${cancelButton}
</div>
</form>
${testCardsHint}`,
  );
}

/** The 3-D Secure step: the bank's one-time code. */
export function threeDsPage(session: TestAcquirerSession, merchant: string, code: string, error?: string): string {
  return layout(
    `Подтверждение оплаты — ${merchant}`,
    html`<h1>Подтверждение оплаты</h1>
${summary(session, merchant)}
<p class="note">Банк отправил код подтверждения на телефон, привязанный к карте ${session.cardMask ?? ''}. В тестовом режиме код — <code>${TEST_3DS_CODE}</code>.</p>
<form method="post" action="${payPagePath(session.token)}/3ds" novalidate>
${field({ name: 'code', label: 'Код из СМС', autocomplete: 'one-time-code', placeholder: '000000', maxLength: 6 }, code, error)}
<div class="actions">
<button type="submit" class="primary" name="action" value="confirm">Подтвердить</button>
${cancelButton}
</div>
</form>`,
  );
}

/** A page that only explains and leads back (expired session, unknown link). */
export function messagePage(title: string, text: string, returnUrl?: string): string {
  return layout(
    title,
    html`<h1>${title}</h1>
<p class="note">${text}</p>
${returnUrl ? html`<a class="link-button" href="${returnUrl}">Вернуться на портал</a>` : ''}`,
  );
}
