import { Input, type InputProps } from 'antd';
import { usePatternMask, type PatternMaskOptions } from '../../lib/mask/use-mask.ts';

export const SNILS_MASK = '000-000-000 00';

const SNILS_MASK_OPTIONS: PatternMaskOptions = { mask: SNILS_MASK, lazy: true };

export interface SnilsInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The 11 digits ('11223344595'); '112-233-445 95' is accepted too. */
  value?: string;
  /** Called with the digits typed so far, '' when cleared. */
  onChange?: (value: string) => void;
}

/** СНИЛС input with the '000-000-000 00' mask that stores digits only; fits an antd Form.Item. */
export function SnilsInput({ value, onChange, placeholder = '___-___-___ __', ...rest }: SnilsInputProps) {
  const { ref, display } = usePatternMask(SNILS_MASK_OPTIONS, (value ?? '').replace(/\D/g, ''), (digits) =>
    onChange?.(digits),
  );
  return <Input {...rest} ref={ref} value={display} inputMode="numeric" autoComplete="off" placeholder={placeholder} />;
}
