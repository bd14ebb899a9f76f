import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import './plain-button.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  /** As antd's Button `type`. */
  variant?: 'primary' | 'default' | 'link';
  size?: 'small' | 'middle' | 'large';
  /** As antd's `htmlType`. */
  htmlType?: 'button' | 'submit';
  block?: boolean;
  /** A spinner before the label; the button says it is busy and, as antd's, ignores presses. */
  loading?: boolean;
  /** Drawn as a link that looks like the button (a full page load, e.g. to the operator's site). */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The button element (not the link drawn with `href`). */
  ref?: Ref<HTMLButtonElement>;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * A button drawn like antd's, without antd: the screens of /login's first load (the login form,
 * the error pages, the cookie bar) must stay inside design.md §4's budget, which antd's theme
 * engine alone would nearly spend.
 */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  htmlType = 'button',
  block = false,
  loading = false,
  href,
  className,
  children,
  onClick,
  ref,
  ...rest
}: PlainButtonProps) {
  const click = (event: MouseEvent<HTMLElement>) => {
    // A second press while busy would repeat the request (or submit the form twice).
    if (loading) return event.preventDefault();
    onClick?.(event);
  };
  const classes = [
    'rp-button',
    `rp-button--${variant}`,
    size === 'middle' ? '' : `rp-button--${size}`,
    block ? 'rp-button--block' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {loading ? <span className="rp-button__spinner" aria-hidden /> : null}
      <span>{children}</span>
    </>
  );
  if (href !== undefined) {
    return (
      <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} href={href} className={classes} onClick={click}>
        {content}
      </a>
    );
  }
  return (
    <button {...rest} ref={ref} type={htmlType} className={classes} aria-busy={loading || undefined} onClick={click}>
      {content}
    </button>
  );
}
