import type { AriaRole, ReactNode } from 'react';

/**
 * What stands in for a page or a list that has nothing to show: a picture, a title, a sentence
 * that says why, and what to do next (`children`). `page` is the state card of a whole screen
 * (not found, failed, coming soon), `list` the empty state of a list inside a page.
 */
export function StateMessage({
  kind,
  as: Root = 'section',
  className,
  role,
  titleId,
  heading: Heading = 'h2',
  icon,
  iconTone,
  picture,
  badge,
  title,
  body,
  children,
}: {
  kind: 'page' | 'list';
  as?: 'section' | 'div';
  /** Classes added to the block's own. */
  className?: string;
  role?: AriaRole;
  /** The title's id, given when the section is labelled by it. */
  titleId?: string;
  heading?: 'h1' | 'h2';
  /** Drawn in the round art badge; `iconTone` is its colour class. */
  icon?: ReactNode;
  iconTone?: string;
  /** A larger picture drawn in place of the icon. */
  picture?: ReactNode;
  badge?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  children?: ReactNode;
}) {
  const block = kind === 'page' ? 'state-card' : 'empty-state';
  const rootClass = kind === 'page' ? block : `card ${block}`;
  return (
    <Root
      className={className ? `${rootClass} ${className}` : rootClass}
      role={role}
      aria-labelledby={Root === 'section' ? titleId : undefined}
    >
      {picture}
      {icon ? (
        <span className={iconTone ? `${block}__art ${iconTone}` : `${block}__art`} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {badge}
      <Heading id={titleId} className={`${block}__title`}>
        {title}
      </Heading>
      {body === undefined ? null : <p className={`${block}__body`}>{body}</p>}
      {children}
    </Root>
  );
}
