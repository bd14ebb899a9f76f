import type { FormProps } from 'antd';

export type ValidateMessages = NonNullable<FormProps['validateMessages']>;

// antd fills ${label}, ${type}, ${pattern}, ${len}, ${min}, ${max}, ${enum} itself.
const typeMismatch = '${label} не является типом ${type}';

/** Spec §5 "Default form messages" for antd Form, in Russian. */
export const validateMessages: ValidateMessages = {
  default: 'Проверьте поле «${label}»',
  required: 'Пожалуйста, введите ${label}',
  whitespace: '${label} не может быть пустым',
  enum: 'Поле «${label}» должно иметь одно из значений: ${enum}',
  date: {
    format: 'Дата в поле «${label}» введена в неверном формате',
    parse: 'Значение поля «${label}» не удалось распознать как дату',
    invalid: 'В поле «${label}» указана несуществующая дата',
  },
  types: {
    string: typeMismatch,
    method: typeMismatch,
    array: typeMismatch,
    object: typeMismatch,
    number: typeMismatch,
    date: typeMismatch,
    boolean: typeMismatch,
    integer: typeMismatch,
    float: typeMismatch,
    regexp: typeMismatch,
    email: typeMismatch,
    tel: typeMismatch,
    url: typeMismatch,
    hex: typeMismatch,
  },
  string: {
    len: 'Поле «${label}» должно содержать ровно ${len} символов',
    min: 'Поле «${label}» должно содержать не менее ${min} символов',
    max: 'Поле «${label}» должно содержать не более ${max} символов',
    range: 'Поле «${label}» должно содержать от ${min} до ${max} символов',
  },
  number: {
    len: 'Значение поля «${label}» должно быть равно ${len}',
    min: 'Значение поля «${label}» должно быть не меньше ${min}',
    max: 'Значение поля «${label}» должно быть не больше ${max}',
    range: 'Значение поля «${label}» должно быть от ${min} до ${max}',
  },
  array: {
    len: 'В поле «${label}» должно быть ровно ${len} элементов',
    min: 'В поле «${label}» должно быть не менее ${min} элементов',
    max: 'В поле «${label}» должно быть не более ${max} элементов',
    range: 'В поле «${label}» должно быть от ${min} до ${max} элементов',
  },
  pattern: {
    mismatch: '${label} не соответствует шаблону ${pattern}',
  },
};
