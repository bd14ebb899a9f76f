import type { CreateChangeObjectArg, UploadFile as ApiUploadFile } from '@resident/communication';
import type { RealEstateObject } from '@resident/contract';
import { REQUIRED_DOCUMENT_TYPES, type ObjectChangeField, type ObjectType } from '@resident/contract/limits';
import type { parseDate } from '@resident/ui';
import { toIsoDate } from '@resident/ui';
import type { UploadFile } from 'antd';

type DateValue = NonNullable<ReturnType<typeof parseDate>>;

/** What the change form holds; only the chosen field's value is sent. */
export interface ChangeRequestValues {
  field: ObjectChangeField;
  residentsCount?: number;
  /** As typed, spec §5 number format ('54.3'). */
  area?: string;
  objectType?: ObjectType;
  changeDate?: DateValue;
  required?: UploadFile[];
  other?: UploadFile[];
  comment?: string;
}

/** The recalculation request kind of each change (contract CHANGE_OBJECT_KINDS). */
export const KIND_OF_CHANGE = {
  residents: 'residents',
  area: 'object-area',
  type: 'object-type',
} as const satisfies Record<ObjectChangeField, string>;

/** The document type a change must carry (the server refuses the request without it). */
export function requiredDocumentOf(field: ObjectChangeField) {
  return REQUIRED_DOCUMENT_TYPES[KIND_OF_CHANGE[field]][0];
}

const filesOf = (list: readonly UploadFile[] | undefined): ApiUploadFile[] =>
  (list ?? []).flatMap((item) => (item.originFileObj ? [item.originFileObj] : []));

/** The create call's argument: POST client/{contragentId}/changeObjects with the object's id. */
export function toChangeRequest(
  contragentId: number,
  object: RealEstateObject,
  values: ChangeRequestValues,
): CreateChangeObjectArg {
  const changeDate = toIsoDate(values.changeDate);
  const common = {
    contragentId,
    comment: values.comment?.trim() || undefined,
    documents: { [requiredDocumentOf(values.field)]: filesOf(values.required), other: filesOf(values.other) },
  };
  switch (values.field) {
    case 'residents':
      return {
        ...common,
        kind: 'residents',
        objectId: object.id,
        residentsCount: values.residentsCount ?? 0,
        changeDate,
      };
    case 'area':
      return { ...common, kind: 'object-area', objectId: object.id, area: values.area?.trim() ?? '', changeDate };
    case 'type':
      return {
        ...common,
        kind: 'object-type',
        objectId: object.id,
        objectType: values.objectType ?? object.type,
        changeDate,
      };
  }
}
