import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  title: ReactNode;
  description?: ReactNode;
  /** Shown beside the title, e.g. the tariff. */
  aside?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceListProps {
  /** The fieldset's legend. */
  legend: ReactNode;
  /** The radios' name: one choice per list. */
  name: string;
  choices: readonly Choice[];
  value?: string;
  onChange?: (value: string) => void;
  /** Compact buttons in a row (time windows) instead of full-width cards. */
  inline?: boolean;
  /** antd's Form.Item passes the field id; the first radio takes it so the label and errors find it. */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * Native radios in a fieldset, drawn as cards: arrow keys move within the list, the legend names
 * it, a disabled choice says why in its text. Works as a controlled antd Form.Item child.
 */
export function ChoiceList({
  legend,
  name,
  choices,
  value,
  onChange,
  inline = false,
  id,
  'aria-invalid': invalid,
}: ChoiceListProps) {
  return (
    <fieldset className={`rp-choices${inline ? ' rp-choices--inline' : ''}`}>
      <legend className="rp-choices__legend">{legend}</legend>
      <div className="rp-choices__items">
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className={`rp-choice${choice.disabled ? ' rp-choice--disabled' : ''}${choice.value === value ? ' rp-choice--checked' : ''}`}
          >
            <input
              type="radio"
              name={name}
              id={index === 0 ? id : undefined}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled}
              aria-invalid={invalid}
              onChange={() => onChange?.(choice.value)}
              className="rp-choice__input"
            />
            <span className="rp-choice__body">
              <span className="rp-choice__title">
                {choice.title}
                {choice.aside ? <span className="rp-choice__aside">{choice.aside}</span> : null}
              </span>
              {choice.description ? <span className="rp-choice__description">{choice.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
