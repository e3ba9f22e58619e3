import type { ReactNode } from 'react';
import { buttonClasses, type Look } from './button';
import { ExternalLinkIcon } from './icons';

interface EntryLinkProps extends Look {
  /** The other entry's address (paths.courier, paths.trackDemo). */
  href: string;
  icon?: ReactNode;
  /** The new-tab mark unless told otherwise. */
  iconEnd?: ReactNode;
  children: ReactNode;
}

/**
 * A link to another entry of the site (the courier app, the tracking page) that looks like a
 * button: a full page load in a new tab, not a client-side route.
 */
export function EntryLink({
  href,
  variant,
  size,
  block,
  icon,
  iconEnd = <ExternalLinkIcon size={16} />,
  children,
}: EntryLinkProps) {
  return (
    <a className={buttonClasses({ variant, size, block })} href={href} target="_blank" rel="noreferrer">
      {icon}
      <span>{children}</span>
      {iconEnd}
    </a>
  );
}
