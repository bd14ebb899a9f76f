import type { CreateWastePickupBody, WasteSlot, WasteType } from '@resident/contract';
import {
  parseVolume,
  VOLUME_MESSAGES,
  WASTE_LIMITS,
  WASTE_TEXTS,
  wastePickupPrice,
  type WasteSlotPeriod,
} from '@resident/contract/limits';
import { FormErrorAlert, formatKopecks, SubmitButton } from '@resident/ui';
import { Form, Input, type FormRule } from 'antd';
import { useEffect, useMemo } from 'react';
import { volumeText, windowTime } from '../../lib/format';
import { byDay, slotsLegend, windowDay } from '../../lib/order-format';
import { ORDER_TEXTS as T } from '../../lib/order-texts';
import { ChoiceList } from './choice-list';
import './order-form.css';

/** What an object needs to be chosen. */
export interface OrderObject {
  id: number;
  address: string;
}

export interface OrderFormProps {
  objects: readonly OrderObject[];
  types: readonly WasteType[];
  slots: readonly WasteSlot[];
  /** The body for POST …/pickups, and the price the form showed (the API's is the one charged). */
  onSubmit: (body: CreateWastePickupBody, previewAmount: number) => void | Promise<void>;
  submitting?: boolean;
  /** The failed request's text, above the fields, which keep what was chosen and typed. */
  error?: string | null;
  /** What is chosen at first (stories); a single object is chosen anyway. */
  initialValues?: OrderFormValues;
}

export type OrderFormValues = Values;
type Values = { objectId?: string; wasteType?: string; volume?: string; slot?: string; comment?: string };

const slotValue = (slot: Pick<WasteSlot, 'date' | 'period'>) => `${slot.date}/${slot.period}`;

const volumeRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const { problem } = parseVolume(typeof value === 'string' ? value : '');
    if (problem) throw new Error(VOLUME_MESSAGES[problem]);
  },
};

const required = (message: string): FormRule => ({ required: true, message });

/** The price the API will charge, by the shared rule, once a kind and a valid volume are chosen. */
function preview(types: readonly WasteType[], code: string | undefined, volume: string | undefined) {
  const type = types.find((candidate) => candidate.code === code);
  const parsed = parseVolume(volume ?? '');
  if (!type || parsed.hundredths === undefined) return null;
  const billable = Math.max(parsed.hundredths, WASTE_LIMITS.billableMin * 100) / 100;
  return {
    amount: wastePickupPrice(type.tariff, parsed.hundredths),
    formula: T.priceFormula(volumeText(billable), T.perCubicMetre(formatKopecks(type.tariff))),
  };
}

/**
 * Ordering a pickup: the object, the kind of waste (with its tariff), the volume (spec §5 number
 * format), a free window, a note for the crew — and the price as it is typed, by the rule the API
 * charges with (@resident/contract/limits `wastePickupPrice`).
 */
export function OrderForm({
  objects,
  types,
  slots,
  onSubmit,
  submitting = false,
  error,
  initialValues,
}: OrderFormProps) {
  const [form] = Form.useForm<Values>();
  const code = Form.useWatch('wasteType', form);
  const volume = Form.useWatch('volume', form);
  const price = preview(types, code, volume);
  const days = useMemo(() => byDay(slots), [slots]);
  const free = slots.some((slot) => slot.available);

  // A window someone else took meanwhile (409, then the list reloads) is not kept chosen.
  useEffect(() => {
    const chosen = form.getFieldValue('slot') as string | undefined;
    if (chosen && !slots.some((slot) => slot.available && slotValue(slot) === chosen))
      form.setFieldValue('slot', undefined);
  }, [slots, form]);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        objectId: objects.length === 1 ? String(objects[0]!.id) : undefined,
        volume: '',
        comment: '',
        ...initialValues,
      }}
      onFinish={(values) => {
        const parsed = parseVolume(values.volume ?? '');
        const [date, period] = (values.slot ?? '').split('/') as [string, WasteSlotPeriod];
        if (parsed.hundredths === undefined || !values.objectId || !values.wasteType || !price) return;
        const comment = values.comment?.trim();
        return onSubmit(
          {
            objectId: Number(values.objectId),
            wasteType: values.wasteType,
            volume: parsed.hundredths / 100,
            date,
            period,
            ...(comment ? { comment } : {}),
          },
          price.amount,
        );
      }}
    >
      <FormErrorAlert message={error} />
      <Form.Item name="objectId" rules={[required(T.required('объект'))]}>
        <ChoiceList
          legend={T.objectLabel}
          name="objectId"
          choices={objects.map((object) => ({ value: String(object.id), title: object.address }))}
        />
      </Form.Item>
      <Form.Item name="wasteType" rules={[required(T.required('вид отходов'))]}>
        <ChoiceList
          legend={T.typeLabel}
          name="wasteType"
          choices={types.map((type) => ({
            value: type.code,
            title: type.name,
            aside: T.perCubicMetre(formatKopecks(type.tariff)),
            description: type.description,
          }))}
        />
      </Form.Item>
      <Form.Item name="volume" label={T.volumeLabel} rules={[volumeRule]} extra={T.volumeHint} validateFirst>
        <Input inputMode="decimal" autoComplete="off" size="large" style={{ maxWidth: 200 }} />
      </Form.Item>
      {free ? (
        <Form.Item name="slot" rules={[required(T.required('время вывоза'))]}>
          <SlotPicker days={days} />
        </Form.Item>
      ) : (
        <p role="status" className="rp-order__no-slots">
          {T.noSlots}
        </p>
      )}
      <Form.Item
        name="comment"
        label={T.commentLabel}
        extra={T.commentHint}
        rules={[{ max: WASTE_LIMITS.commentMax, message: WASTE_TEXTS.commentTooLong }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={WASTE_LIMITS.commentMax} showCount />
      </Form.Item>
      <div className="rp-order__price" aria-live="polite" data-testid="price-preview">
        {price ? (
          <>
            <div>
              {T.pricePreview}: <span className="rp-order__price-amount">{formatKopecks(price.amount)}</span>
            </div>
            <div className="rp-order__price-formula">{price.formula}</div>
          </>
        ) : (
          <span className="rp-order__price-formula">{T.pricePending}</span>
        )}
      </div>
      <SubmitButton loading={submitting} disabled={!free}>
        {T.submit}
      </SubmitButton>
    </Form>
  );
}

interface SlotPickerProps {
  days: { date: string; slots: WasteSlot[] }[];
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

/** Every offered window by day; a taken one is there but cannot be chosen («занято»). */
function SlotPicker({ days, value, onChange, id, 'aria-invalid': invalid }: SlotPickerProps) {
  return (
    <fieldset className="rp-choices">
      <legend className="rp-order__slots-legend">{slotsLegend(T.slotLabel, days[0]?.slots ?? [])}</legend>
      {days.map((day, index) => (
        <div key={day.date} className="rp-order__day">
          <ChoiceList
            legend={windowDay(day.slots[0]!)}
            name="slot"
            inline
            id={index === 0 ? id : undefined}
            aria-invalid={invalid}
            value={value}
            onChange={onChange}
            choices={day.slots.map((slot) => ({
              value: slotValue(slot),
              title: slot.available ? windowTime(slot) : `${windowTime(slot)}, ${T.slotTaken}`,
              disabled: !slot.available,
            }))}
          />
        </div>
      ))}
    </fieldset>
  );
}
