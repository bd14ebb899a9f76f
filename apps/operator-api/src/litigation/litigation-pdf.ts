import { PdfLayout } from '../billing/pdf/pdf-layout.ts';
import type { LitigationDocumentFile } from './litigation-repository.ts';

const ruDate = (ms: number) => new Date(ms).toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });

/** A case document as a PDF (real text, Russian, titled), made from its stored fields. */
export async function litigationDocumentPdf(file: LitigationDocumentFile, operator: string): Promise<Uint8Array> {
  const layout = await PdfLayout.create({ title: file.title, subject: `Дело № ${file.caseNumber}`, author: operator });
  layout.text(file.title, { size: 16, bold: true });
  layout.gap(6);
  layout.text(`Дело № ${file.caseNumber} от ${ruDate(file.issuedAt)}`, { grey: true });
  if (file.court) layout.text(file.court, { grey: true });
  layout.text(`Лицевой счёт ${file.accountNumber}, ${file.fullName}`, { grey: true });
  layout.gap(10);
  layout.rule();
  layout.gap(10);
  for (const paragraph of file.body.split('\n')) layout.text(paragraph);
  return layout.save();
}
