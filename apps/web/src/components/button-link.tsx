// Apart from button.tsx, so that the courier app, which has no router, never loads react-router.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type Look } from './button';

export interface ButtonLinkProps extends LinkProps, Look {
  icon?: ReactNode;
  iconEnd?: ReactNode;
}

/** A link to a page of the app that looks like a button. */
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
