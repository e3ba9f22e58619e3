import type { ReactNode } from 'react';

/** A page's title and the sentence under it; `actions` (a button, a select) stand beside them. */
export function PageHeader({
  title,
  subtitle,
  className,
  subtitleClassName,
  actions,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  className?: string;
  subtitleClassName?: string;
  actions?: ReactNode;
}) {
  const text = (
    <>
      <h1 className="page-header__title">{title}</h1>
      <p
        className={subtitleClassName ? `page-header__subtitle ${subtitleClassName}` : 'page-header__subtitle'}
      >
        {subtitle}
      </p>
    </>
  );
  if (actions === undefined) {
    return <header className={className ? `page-header ${className}` : 'page-header'}>{text}</header>;
  }
  return (
    <header className="page-header page-header--actions">
      <div className="page-header__text">{text}</div>
      {actions}
    </header>
  );
}
