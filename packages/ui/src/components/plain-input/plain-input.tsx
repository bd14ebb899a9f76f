import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { useState, type InputHTMLAttributes } from 'react';
import { useTypedBeforeHydration } from '../../lib/hydration/index.ts';
import { PlainIcon } from '../plain-icon/plain-icon.tsx';
import './plain-input.css';

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  size?: 'middle' | 'large';
  /** As antd's Input `status`: a red border. */
  status?: 'error';
  type?: 'text' | 'email' | 'tel';
}

const classesOf = (size: PlainInputProps['size'], status: PlainInputProps['status'], extra?: string) =>
  ['rp-input', size === 'large' ? 'rp-input--large' : '', status === 'error' ? 'rp-input--error' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

/** A text field drawn like antd's Input, without antd (see PlainButton for why). */
export function PlainInput({ size = 'middle', status, className, type = 'text', ...rest }: PlainInputProps) {
  const ref = useTypedBeforeHydration(rest.value, rest.onChange);
  return <input {...rest} ref={ref} type={type} className={classesOf(size, status, className)} />;
}

/** antd's ru_RU words for its password toggle (Form.Password `show`/`hide`). */
export const PLAIN_PASSWORD_TEXTS = { show: 'Показать', hide: 'Скрыть' } as const;

/**
 * A password field drawn like antd's Input.Password: the eye toggles showing the characters, with
 * antd's labels and state (aria-pressed), and the caret stays in the field.
 */
export function PlainPasswordInput({
  size = 'middle',
  status,
  className,
  style,
  ...rest
}: Omit<PlainInputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const ref = useTypedBeforeHydration(rest.value, rest.onChange);
  return (
    <span className={classesOf(size, status, `rp-input--affix ${className ?? ''}`.trim())} style={style}>
      <input {...rest} ref={ref} type={visible ? 'text' : 'password'} className="rp-input__field" />
      <button
        type="button"
        className="rp-input__toggle"
        aria-pressed={visible}
        aria-label={visible ? PLAIN_PASSWORD_TEXTS.hide : PLAIN_PASSWORD_TEXTS.show}
        // Keeps the focus (and the caret) in the field, as antd does.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible((shown) => !shown)}
      >
        <PlainIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
      </button>
    </span>
  );
}
