import type { MonthCharges, PayeeRequisites } from '@resident/contract';
import { formatPhone } from '@resident/contract/limits';
import type { LedgerMonth } from './ledger.ts';
import { chargedOf } from './ledger.ts';
import { rublesText, rublesWithComma } from './money.ts';
import { addMonths, dateDotted, dateOf, periodDotted, periodName, periodStart } from './period.ts';
import { drawPaymentQr, paymentQrPayload } from './pdf/payment-qr.ts';
import { PdfLayout } from './pdf/pdf-layout.ts';

/** Who and what a document is about. */
export interface DocumentParties {
  /** The operator as the brand names it. */
  operatorName: string;
  requisites: PayeeRequisites | undefined;
  supportPhone: string | undefined;
  numberPersonalAccount: string;
  payerName: string;
  address: string;
}

const QR_SIZE = 128;
const decimal = (value: string) => value.replace('.', ',');
/** Every amount of a document's table reads as its sentences do: '12 345,67' (thousands apart, no currency). */
const amount = (kopecks: number) => rublesWithComma(kopecks, true);

/** «Оплата услуги по обращению с ТКО за 05.2026, л/с 7700000001» — the bank transfer's purpose. */
export function receiptPurpose(period: string, numberPersonalAccount: string): string {
  return `Оплата услуги по обращению с ТКО за ${periodDotted(period)}, л/с ${numberPersonalAccount}`;
}

export function receiptQrPayload(
  parties: DocumentParties,
  month: Pick<MonthCharges, 'period' | 'totals'>,
): string | undefined {
  if (!parties.requisites) return undefined;
  return paymentQrPayload(parties.requisites, {
    sum: month.totals.toPay,
    purpose: receiptPurpose(month.period, parties.numberPersonalAccount),
    personalAccount: parties.numberPersonalAccount,
    paymentPeriod: periodDotted(month.period),
  });
}

function payeeLines(layout: PdfLayout, parties: DocumentParties, width: number): void {
  const payee = parties.requisites;
  layout.text(payee?.name ?? parties.operatorName, { size: 10, bold: true, width });
  if (payee) {
    if (payee.address) layout.text(payee.address, { size: 8, grey: true, width });
    layout.text(payee.kpp ? `ИНН ${payee.inn}, КПП ${payee.kpp}` : `ИНН ${payee.inn}`, { size: 8, width });
    layout.text(`Р/с ${payee.account} в ${payee.bankName}`, { size: 8, width });
    layout.text(`БИК ${payee.bic}, к/с ${payee.correspondentAccount}`, { size: 8, width });
  }
  if (parties.supportPhone) layout.text(`Телефон: ${formatPhone(parties.supportPhone)}`, { size: 8, width });
}

function payerLines(layout: PdfLayout, parties: DocumentParties, width?: number): void {
  layout.text(`Лицевой счёт: ${parties.numberPersonalAccount}`, { size: 10, bold: true, width });
  layout.text(`Плательщик: ${parties.payerName}`, { size: 9, width });
  layout.text(`Адрес: ${parties.address}`, { size: 9, width });
}

/**
 * The receipt (квитанция) for one month: the payee's requisites, the payer, the month's breakdown,
 * the debt and what to pay by when, and the ГОСТ Р 56042-2014 payment QR with the amount due.
 */
export async function receiptPdf(parties: DocumentParties, month: MonthCharges): Promise<Uint8Array> {
  const title = `Квитанция за ${periodName(month.period)}, лицевой счёт ${parties.numberPersonalAccount}`;
  const layout = await PdfLayout.create({
    title,
    subject: 'Счёт на оплату услуги по обращению с твёрдыми коммунальными отходами',
    author: parties.operatorName,
  });
  const top = layout.y;
  const textWidth = layout.width - QR_SIZE - 16;
  payeeLines(layout, parties, textWidth);
  layout.gap(8);
  payerLines(layout, parties, textWidth);
  // A month with nothing to pay has no payment QR and no paying instructions: nothing asks for money.
  const toPay = month.totals.toPay > 0;
  const payload = toPay ? receiptQrPayload(parties, month) : undefined;
  if (payload) {
    drawPaymentQr(
      layout,
      payload,
      layout.right - QR_SIZE,
      top - QR_SIZE,
      QR_SIZE,
      'QR-код для оплаты в приложении банка',
    );
    layout.drawText('Оплата по QR-коду', { x: layout.right - QR_SIZE + 18, y: top - QR_SIZE - 10, size: 8 });
  }
  if (payload) layout.y = Math.min(layout.y, top - QR_SIZE - 16);
  layout.gap(10);
  layout.text(`Квитанция за ${periodName(month.period)}`, { size: 14, bold: true });
  layout.text('Услуга по обращению с твёрдыми коммунальными отходами (ТКО)', { size: 9, grey: true });
  layout.gap(8);

  const lines = month.lines.map((line) => [
    line.serviceName,
    line.unit === 'person' ? 'чел.' : 'м²',
    line.norm === null ? '—' : decimal(line.norm),
    decimal(line.quantity),
    amount(line.tariff),
    amount(line.accrued),
    amount(line.recalculation),
    amount(line.penalty),
    amount(line.benefit),
    amount(chargedOf(line)),
  ]);
  const { totals } = month;
  lines.push([
    'Итого',
    '',
    '',
    '',
    '',
    amount(totals.accrued),
    amount(totals.recalculation),
    amount(totals.penalty),
    amount(totals.benefit),
    amount(chargedOf(totals)),
  ]);
  layout.table(
    [
      // Each column holds its longest word (layout.table widens one that would not, from the others' spare room).
      { title: 'Услуга', width: 80 },
      { title: 'Ед.', width: 24 },
      { title: 'Норматив, м³', width: 52, align: 'right' },
      { title: 'Кол-во', width: 36, align: 'right' },
      { title: 'Тариф, руб.', width: 46, align: 'right' },
      { title: 'Начислено', width: 54, align: 'right' },
      { title: 'Перерасчёт', width: 58, align: 'right' },
      { title: 'Пени', width: 42, align: 'right' },
      { title: 'Льгота', width: 44, align: 'right' },
      { title: 'Итого, руб.', width: layout.width - 436, align: 'right' },
    ],
    lines,
    { boldLastRow: true, size: 7.5 },
  );
  layout.gap(12);
  layout.text(`Задолженность на начало месяца: ${rublesText(totals.debtStart)}`);
  layout.text(`Начислено за месяц с перерасчётом, пенями и льготами: ${rublesText(chargedOf(totals))}`);
  layout.text(`Оплачено: ${rublesText(totals.paid)}`);
  layout.gap(6);
  if (!toPay) {
    // «руб.» ends the sentence itself: no second full stop.
    const balance = totals.debtEnd < 0 ? `Переплата (аванс): ${rublesText(-totals.debtEnd)}` : 'Задолженности нет.';
    layout.text(`${balance} Оплачивать ничего не нужно.`, { size: 12, bold: true });
    return layout.save();
  }
  layout.text(`Итого к оплате: ${rublesText(totals.toPay)}`, { size: 14, bold: true });
  layout.text(`Оплатить до ${dateDotted(month.dueDate)}`, { size: 10 });
  layout.gap(12);
  if (payload)
    layout.text(
      'Чтобы оплатить, откройте приложение банка, выберите «Оплата по QR-коду» и наведите камеру на код: реквизиты, лицевой счёт и сумма заполнятся сами.',
      { size: 8, grey: true },
    );
  layout.text(`Назначение платежа: ${receiptPurpose(month.period, parties.numberPersonalAccount)}.`, {
    size: 8,
    grey: true,
  });
  return layout.save();
}

/**
 * The reconciliation statement (акт сверки) for whole months: the balance at the start, each
 * month's charges and payments with the balance at its end, and the balance at the close.
 */
export async function reconciliationPdf(parties: DocumentParties, months: readonly LedgerMonth[]): Promise<Uint8Array> {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) throw new Error('a reconciliation needs at least one month');
  const fromDate = dateDotted(dateOf(periodStart(first.period)));
  const toDate = dateDotted(dateOf(periodStart(addMonths(last.period, 1)) - 1));
  const layout = await PdfLayout.create({
    title: `Акт сверки за ${periodDotted(first.period)}–${periodDotted(last.period)}, лицевой счёт ${parties.numberPersonalAccount}`,
    subject: 'Акт сверки взаимных расчётов за услугу по обращению с ТКО',
    author: parties.operatorName,
  });
  layout.text('Акт сверки взаимных расчётов', { size: 14, bold: true });
  layout.text(`за период с ${fromDate} по ${toDate}`, { size: 10 });
  layout.gap(10);
  payeeLines(layout, parties, layout.width);
  layout.gap(8);
  payerLines(layout, parties);
  layout.gap(10);

  const balance = (debt: number) => (debt < 0 ? `переплата ${rublesText(-debt)}` : `задолженность ${rublesText(debt)}`);
  layout.text(`Сальдо на ${fromDate}: ${balance(first.totals.debtStart)}`, { size: 10, bold: true });
  layout.gap(6);
  const charged = months.reduce((sum, month) => sum + chargedOf(month.totals), 0);
  const paid = months.reduce((sum, month) => sum + month.totals.paid, 0);
  const accrued = months.reduce((sum, month) => sum + month.totals.accrued, 0);
  const rows = months.map((month) => [
    periodName(month.period),
    amount(month.totals.accrued),
    amount(month.totals.recalculation + month.totals.penalty - month.totals.benefit),
    amount(month.totals.paid),
    amount(month.totals.debtEnd),
  ]);
  rows.push(['Итого за период', amount(accrued), amount(charged - accrued), amount(paid), amount(last.totals.debtEnd)]);
  layout.table(
    [
      { title: 'Месяц', width: 115 },
      { title: 'Начислено, руб.', width: 100, align: 'right' },
      { title: 'Перерасчёт, пени, льготы, руб.', width: 110, align: 'right' },
      { title: 'Оплачено, руб.', width: 95, align: 'right' },
      { title: 'Сальдо на конец месяца, руб.', width: layout.width - 420, align: 'right' },
    ],
    rows,
    { boldLastRow: true, size: 8.5 },
  );
  layout.gap(10);
  layout.text(`Сальдо на ${toDate}: ${balance(last.totals.debtEnd)}`, { size: 10, bold: true });
  layout.text('Положительное сальдо — задолженность абонента, отрицательное — переплата (аванс).', {
    size: 8,
    grey: true,
  });
  layout.gap(24);
  layout.ensure(40);
  layout.text('От регионального оператора: ____________________        Абонент: ____________________', { size: 9 });
  return layout.save();
}
