import { useRef, type MouseEvent } from 'react';
import { useEarlyTap, useHydrated } from '../../lib/hydration/index.ts';
import { PlainButton, type PlainButtonProps } from '../plain-button/plain-button.tsx';

/** Clicks closer together than this are one double click, not two submits. */
export const DOUBLE_CLICK_MS = 500;

export interface SubmitButtonProps extends Omit<PlainButtonProps, 'variant' | 'htmlType' | 'block' | 'size' | 'href'> {
  /** The request is running: shows the spinner and blocks submitting again. */
  loading?: boolean;
}

/**
 * The form's primary submit button, full width and large for thumbs. While `loading`, and for a
 * moment after a click (before the caller's loading state arrives), clicks do not submit again:
 * a double click must never pay twice (design.md §3). A PlainButton, so the login form on /login's
 * first load needs no antd. In prerendered HTML it is a plain button until the scripts have taken
 * over: a form sent by the browser itself would put the typed password in the address. It looks
 * the same meanwhile; with two or more text fields Enter sends nothing either (HTML's implicit
 * submission needs a submit button then). A tap (or Enter in a field) meanwhile is not lost: the
 * page's inline script keeps it and the button sends the form once it has been hydrated, with what
 * was typed (useEarlyTap).
 */
export function SubmitButton({ loading = false, onClick, children, ...rest }: SubmitButtonProps) {
  const lastSubmit = useRef(Number.NEGATIVE_INFINITY);
  const hydrated = useHydrated();
  const earlyTap = useEarlyTap<HTMLButtonElement>(hydrated);

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
    <PlainButton
      {...rest}
      {...earlyTap}
      variant="primary"
      htmlType={hydrated ? 'submit' : 'button'}
      block
      size="large"
      loading={loading}
      onClick={handleClick}
    >
      {children}
    </PlainButton>
  );
}
