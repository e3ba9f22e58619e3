import type { ReactNode } from 'react';

/**
 * A section named by its own heading (`aria-labelledby`); by default a card with the card's
 * title, or any other block and title classes.
 */
export function TitledSection({
  as: Root = 'section',
  titleId,
  title,
  className = 'card stack',
  titleClassName = 'card__title',
  children,
}: {
  as?: 'section' | 'nav';
  titleId: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <Root className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Root>
  );
}
