import type { ReactNode } from 'react';

/** A page's title and the line under it, with the page's main actions beside them. */
export function PageHeader({
  title,
  subtitle,
  actions,
  className,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const text = (
    <>
      <h1 className="page-header__title">{title}</h1>
      <p className="page-header__subtitle">{subtitle}</p>
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
