import { type AriaRole, type ReactNode, useId } from 'react';
import { AlertIcon } from './icons';

interface StateMessageProps {
  /** Classes added to the block's own. */
  className?: string;
  role?: AriaRole;
  heading?: 'h1' | 'h2';
  /** Drawn in the round art badge; `iconTone` is its colour class. */
  icon?: ReactNode;
  iconTone?: string;
  /** A larger picture drawn in place of the icon. */
  picture?: ReactNode;
  badge?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  /** What to do next. */
  children?: ReactNode;
}

/**
 * What stands in for a page or a list that has nothing to show: a picture, a title, a sentence
 * that says why, and what to do next. `block` is the CSS block: `state-card` for a whole screen,
 * `empty-state` for a list inside a page.
 */
function StateMessage({
  block,
  as: Root,
  labelled,
  className,
  role,
  heading: Heading = 'h2',
  icon,
  iconTone,
  picture,
  badge,
  title,
  body,
  children,
}: StateMessageProps & {
  block: 'state-card' | 'card empty-state';
  as: 'section' | 'div';
  labelled: boolean;
}) {
  const titleId = useId();
  const name = block === 'state-card' ? block : 'empty-state';
  return (
    <Root
      className={className ? `${block} ${className}` : block}
      role={role}
      aria-labelledby={labelled ? titleId : undefined}
    >
      {picture}
      {icon ? (
        <span className={iconTone ? `${name}__art ${iconTone}` : `${name}__art`} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {badge}
      <Heading id={labelled ? titleId : undefined} className={`${name}__title`}>
        {title}
      </Heading>
      {body === undefined ? null : <p className={`${name}__body`}>{body}</p>}
      {children}
    </Root>
  );
}

/** A whole screen's state (not found, failed, coming soon), or a part of one (`as="div"`). */
export function StateCard({ as = 'section', ...props }: StateMessageProps & { as?: 'section' | 'div' }) {
  return <StateMessage block="state-card" as={as} labelled={false} {...props} />;
}

/** A list with nothing in it, as a card labelled by its title. */
export function EmptyState(props: StateMessageProps) {
  return <StateMessage block="card empty-state" as="section" labelled {...props} />;
}

/** Something failed: a StateCard read out as an alert, with the alert sign in the error tone. */
export function ErrorCard(props: Omit<StateMessageProps, 'role' | 'icon' | 'iconTone'>) {
  return (
    <StateCard role="alert" icon={<AlertIcon size={28} />} iconTone="state-card__art--error" {...props} />
  );
}
