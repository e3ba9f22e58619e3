import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger' | 'inverse';
type Size = 'sm' | 'md' | 'lg';

interface Look {
  variant?: Variant;
  size?: Size;
  block?: boolean;
}

/** A button's classes, for an element that must look like one (a file input's <label>). */
export function buttonClasses({ variant = 'primary', size = 'md', block }: Look, extra?: string) {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** Shows a spinner and this label, and blocks further clicks, while a request runs. */
  loading?: boolean;
  loadingLabel?: string;
  icon?: ReactNode;
  iconEnd?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  loadingLabel,
  icon,
  iconEnd,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size={16} /> : icon}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
      {loading ? null : iconEnd}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, Look {
  icon?: ReactNode;
  iconEnd?: ReactNode;
}

export function ButtonLink({
  variant,
  size,
  block,
  icon,
  iconEnd,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={buttonClasses({ variant, size, block }, className)} {...props}>
      {icon}
      <span>{children}</span>
      {iconEnd}
    </Link>
  );
}
