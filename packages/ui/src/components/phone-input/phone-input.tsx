import { Input, type InputProps } from 'antd';
import type { MaskedPatternOptions } from 'imask/esm/masked/pattern';
import { normalizePhone } from '@resident/contract/limits';
import { usePatternMask, type PatternMaskOptions } from '../../lib/mask/use-mask.ts';

export const PHONE_MASK = '+7 (000) 000-00-00';

/** The national digits of a stored value: '+79123456789', '89123456789' or a partial '+7912'. */
function nationalOf(value: string | undefined): string {
  if (!value) return '';
  const complete = normalizePhone(value);
  if (complete) return complete.slice(2);
  const digits = value.replace(/\D/g, '');
  return value.trim().startsWith('+7') ? digits.slice(1) : digits;
}

// A pasted or autofilled full number ('8 912 345-67-89', '+79123456789') carries its own prefix;
// without this the mask would take its 8 or 7 as the first digit of the code. A leading 8 typed
// key by key is the same trunk prefix (design.md §3: a leading 8 becomes +7): '+7' already shows it.
const prepare: MaskedPatternOptions['prepare'] = (chars, masked) => {
  if (masked.unmaskedValue !== '') return chars;
  if (chars === '8') return '';
  if (chars.length <= 1) return chars;
  return normalizePhone(chars)?.slice(2) ?? chars;
};

const PHONE_MASK_OPTIONS: PatternMaskOptions = { mask: PHONE_MASK, lazy: true, prepare };

export interface PhoneInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** E.164, '+79123456789' (or a partial '+7912' while typing); other notations are accepted too. */
  value?: string;
  /** Called with E.164 ('+79123456789'), a partial '+7912' while typing, or '' when cleared. */
  onChange?: (value: string) => void;
}

/** Phone input with the '+7 (000) 000-00-00' mask that stores E.164; fits an antd Form.Item. */
export function PhoneInput({ value, onChange, placeholder = '+7 (___) ___-__-__', ...rest }: PhoneInputProps) {
  const { ref, display } = usePatternMask(PHONE_MASK_OPTIONS, nationalOf(value), (national) => {
    onChange?.(national ? `+7${national}` : '');
  });
  return (
    <Input
      {...rest}
      ref={ref}
      value={display}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={placeholder}
    />
  );
}
