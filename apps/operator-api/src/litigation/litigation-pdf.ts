import { DEFAULT_TIME_ZONE } from '@resident/contract/limits';
import { PdfLayout } from '../billing/pdf/pdf-layout.ts';
import type { LitigationDocumentFile } from './litigation-repository.ts';

/** A case document as a PDF (real text, Russian, titled), made from its stored fields. */
/** `timeZone`: the operator's region zone, the same the case list's dates are told in. */
export async function litigationDocumentPdf(
  file: LitigationDocumentFile,
  operator: string,
  timeZone = DEFAULT_TIME_ZONE,
): Promise<Uint8Array> {
  const ruDate = (ms: number) => new Date(ms).toLocaleDateString('ru-RU', { timeZone });
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
