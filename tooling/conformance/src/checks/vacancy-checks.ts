import type { Context } from '../context.ts';
import { OP } from '../keys.ts';
import { attachmentDifferences } from './billing-checks.ts';
import { form, NOTE, pdfFile } from './files.ts';

/**
 * Vacancies: reads, then one application of the command's own (its name and note say it is a check,
 * the CV is a small PDF: a CV is a document or a photo) to a vacancy the resident has not applied to, and that CV read back.
 * An application cannot be withdrawn: the operator's staff set it to refused.
 */
export async function vacancyChecks(ctx: Context, auth: { bearer: string }): Promise<void> {
  const ok = (key: string, check: string, path?: number[]) =>
    ctx.expect(key, check, { auth, ...(path ? { path } : {}) }, { status: [200] });
  const vacancies = (await ok(OP.vacancies, 'valid request → 200')).answer?.json as
    { vacancies?: { id?: number }[] } | undefined;
  const listed = (vacancies?.vacancies ?? [])
    .map((item) => item.id)
    .filter((id): id is number => typeof id === 'number');
  if (listed[0] !== undefined) await ok(OP.vacancy, 'a vacancy the list names → 200', [listed[0]]);
  else ctx.skip(OP.vacancy, 'a vacancy the list names', 'no vacancy is listed');

  const before = ((await ok(OP.applications, 'valid request → 200')).answer?.json ?? []) as {
    id?: number;
    vacancyId?: number;
  }[];
  const applied = new Set(before.map((item) => item.vacancyId));
  const vacancyId = listed.find((id) => !applied.has(id));
  let applicationId = before[0]?.id;
  if (vacancyId !== undefined) {
    const created = await ctx.expect(
      OP.createApplication,
      'an application of its own (a PDF CV) → 201',
      {
        auth,
        path: [vacancyId],
        multipart: form({ name: NOTE, phone: '+79000000000', note: NOTE }, { cv: pdfFile('conformance-cv.pdf') }),
      },
      { status: [201] },
    );
    applicationId = (created.answer?.json as { id?: number } | undefined)?.id ?? applicationId;
  } else if (listed[0] !== undefined) {
    await ctx.expect(
      OP.createApplication,
      'every listed vacancy already has the resident’s application → 409',
      {
        auth,
        path: [listed[0]],
        multipart: form({ name: NOTE, phone: '+79000000000', note: NOTE }, { cv: pdfFile('conformance-cv.pdf') }),
      },
      { status: [409] },
    );
  } else ctx.skip(OP.createApplication, 'an application', 'no vacancy is listed');

  if (applicationId !== undefined)
    await ctx.expect(
      OP.applicationCv,
      'the CV of an own application → the file',
      { auth, path: [applicationId] },
      {
        status: [200],
        also: (answer) => attachmentDifferences(answer.headers, answer.mediaType),
      },
    );
  else ctx.skip(OP.applicationCv, 'the CV of an own application', 'the resident has no application');
}
