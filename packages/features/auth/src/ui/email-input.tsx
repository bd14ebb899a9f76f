import { EMAIL_MAX_LENGTH } from '@resident/contract/limits';
import { PlainInput, type PlainInputProps } from '@resident/ui';

/** An email as guests type it on a phone: the email keyboard, no capitals, no spelling marks. */
export function EmailInput(props: Omit<PlainInputProps, 'size' | 'autoComplete' | 'inputMode'>) {
  return (
    <PlainInput
      {...props}
      size="large"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
    />
  );
}
