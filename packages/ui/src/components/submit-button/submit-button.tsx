import { Button, type ButtonProps } from 'antd';
import { useRef, type MouseEvent } from 'react';

/** Clicks closer together than this are one double click, not two submits. */
export const DOUBLE_CLICK_MS = 500;

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'htmlType' | 'block' | 'size'> {
  /** The request is running: shows the spinner and blocks submitting again. */
  loading?: boolean;
}

/**
 * The form's primary submit button, full width and large for thumbs. While `loading`, and for a
 * moment after a click (before the caller's loading state arrives), clicks do not submit again:
 * a double click must never pay twice (design.md §3).
 */
export function SubmitButton({ loading = false, onClick, children, ...rest }: SubmitButtonProps) {
  const lastSubmit = useRef(Number.NEGATIVE_INFINITY);

  function handleClick(event: MouseEvent<HTMLElement>) {
    const now = Date.now();
    // preventDefault on a submit button's click cancels the form submission.
    if (loading || now - lastSubmit.current < DOUBLE_CLICK_MS) {
      event.preventDefault();
      return;
    }
    lastSubmit.current = now;
    onClick?.(event);
  }

  return (
    <Button
      {...rest}
      type="primary"
      htmlType="submit"
      block
      size="large"
      loading={loading}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {children}
    </Button>
  );
}
