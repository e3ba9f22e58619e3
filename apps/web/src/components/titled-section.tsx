import { type ReactNode, useId } from 'react';

/**
 * A section named by its own heading (`aria-labelledby`); by default a card with the card's
 * title, or any other block and title classes. `aside` (a count, a lead) goes beside the title
 * in a <header> of class `headerClassName`.
 */
export function TitledSection({
  as: Root = 'section',
  title,
  className = 'card stack',
  titleClassName = 'card__title',
  aside,
  headerClassName,
  children,
}: {
  as?: 'section' | 'nav';
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  aside?: ReactNode;
  headerClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <Root className={className} aria-labelledby={titleId}>
      {aside ? (
        <header className={headerClassName}>
          {heading}
          {aside}
        </header>
      ) : (
        heading
      )}
      {children}
    </Root>
  );
}
