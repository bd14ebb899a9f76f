import { PdfLayout } from '../billing/pdf/pdf-layout.ts';
import type { PolicyFile } from './insurance-repository.ts';

const ruDay = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—');
const rubles = (kopecks: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kopecks / 100)} ₽`;

/** The issued policy as a PDF with a real text layer (Russian), made from its stored fields. */
export async function insurancePolicyPdf(file: PolicyFile): Promise<Uint8Array> {
  const { policy, person } = file;
  const title = `Страховой полис № ${policy.number}`;
  const layout = await PdfLayout.create({ title, subject: policy.productTitle, author: policy.insurer });
  layout.text(title, { size: 16, bold: true });
  layout.gap(4);
  layout.text(`${policy.productTitle}, программа «${policy.programmeTitle}»`);
  layout.text(`Страховщик: ${policy.insurer}`, { grey: true });
  layout.gap(10);
  layout.rule();
  layout.gap(10);
  layout.table(
    [
      { title: 'Условие', width: 170 },
      { title: 'Значение', width: layout.width - 170 },
    ],
    [
      ['Страхователь', policy.insuredName],
      ['Дата рождения', ruDay(person.birthDate)],
      ['Телефон', person.phone],
      ['Электронная почта', person.email],
      ['Объект страхования', policy.objectAddress],
      ['Лицевой счёт', file.accountNumber],
      ['Срок действия', `с ${ruDay(policy.startsOn)} по ${ruDay(policy.endsOn)}`],
      ['Страховая сумма', rubles(policy.coverage)],
      ['Страховая премия (оплачена)', rubles(policy.price)],
    ],
    { size: 10 },
  );
  layout.gap(10);
  layout.text('Застрахованные риски', { bold: true });
  for (const risk of file.risks) layout.text(`• ${risk}`);
  layout.gap(10);
  layout.text('Условия оферты', { bold: true });
  layout.text(file.offer, { size: 9, grey: true });
  return layout.save();
}
