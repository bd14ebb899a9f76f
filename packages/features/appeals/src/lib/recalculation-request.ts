import type { CreateChangeObjectArg, DocumentFiles } from '@resident/communication';
import type { ChangeObjectKind } from '@resident/contract';
import { REQUIRED_DOCUMENT_TYPES } from '@resident/contract/limits';
import { toIsoDate } from '@resident/ui';
import type { UploadFile } from 'antd';
import type { DateValue } from './dates.ts';
import type { RecalculationFormKind } from './labels.ts';
import { filesOf } from './upload-files.ts';

type DocumentType = keyof DocumentFiles;

/** What the recalculation form holds; only the fields of the chosen kind are sent. */
export interface RecalculationFormValues {
  kind: RecalculationFormKind;
  period?: [DateValue, DateValue];
  residentsCount?: number;
  changeDate?: DateValue;
  month?: DateValue;
  description?: string;
  comment?: string;
  documents?: Partial<Record<DocumentType, UploadFile[]>>;
}

/** Document types the form offers for a kind: the required ones, then «Другие документы». */
export function documentTypesOf(kind: ChangeObjectKind): DocumentType[] {
  return [...REQUIRED_DOCUMENT_TYPES[kind], 'other'];
}

/** The create call's argument for the chosen kind; values of the other kinds stay in the form only. */
export function toCreateChangeObjectArg(contragentId: number, values: RecalculationFormValues): CreateChangeObjectArg {
  const documents: DocumentFiles = {};
  for (const type of documentTypesOf(values.kind)) {
    const files = filesOf(values.documents?.[type]);
    if (files.length > 0) documents[type] = files;
  }
  const common = { contragentId, comment: values.comment?.trim() || undefined, documents };
  switch (values.kind) {
    case 'absence':
      return {
        ...common,
        kind: 'absence',
        periodStart: toIsoDate(values.period?.[0]),
        periodEnd: toIsoDate(values.period?.[1]),
      };
    case 'residents':
      return {
        ...common,
        kind: 'residents',
        residentsCount: values.residentsCount ?? 0,
        changeDate: toIsoDate(values.changeDate),
      };
    case 'wrong-charge':
      return {
        ...common,
        kind: 'wrong-charge',
        month: values.month?.format('YYYY-MM') ?? '',
        description: values.description ?? '',
      };
  }
}
