import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger' | 'inverse';
type Size = 'sm' | 'md' | 'lg';

export interface Look {
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
      {loading ? <span className="spinner btn__spinner" aria-hidden="true" /> : icon}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
      {loading ? null : iconEnd}
    </button>
  );
}
