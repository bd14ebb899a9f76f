import { useLayoutEffect, useRef, type ChangeEvent, type ChangeEventHandler } from 'react';

/**
 * A prerendered field can be typed into (or filled by a password manager) before the scripts
 * arrive. Hydration keeps that text on screen, but the form's state still holds the server's
 * value, and the next render would put that back. Once, on mount, the field hands what it holds to
 * its onChange as the change it was. In a render that started in the browser the field already
 * shows its value, so nothing happens.
 */
export function useTypedBeforeHydration(value: unknown, onChange: ChangeEventHandler<HTMLInputElement> | undefined) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || !onChange || value === undefined || value === null || input.value === String(value)) return;
    onChange({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
    // Mount only: later the field and its state move together through real change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
