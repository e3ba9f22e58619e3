import { type ReactNode, useId } from 'react';

/**
 * A section named by its own heading (`aria-labelledby`); by default a card with the card's
 * title, or any other block and title classes.
 */
export function TitledSection({
  as: Root = 'section',
  title,
  className = 'card stack',
  titleClassName = 'card__title',
  children,
}: {
  as?: 'section' | 'nav';
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Root className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Root>
  );
}
