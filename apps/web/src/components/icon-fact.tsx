import type { ReactNode } from 'react';

/**
 * One fact of a card's `<dl className="facts">`, named by its icon: `label` is read by screen
 * readers, `tooltip` shows on hover.
 */
export function IconFact({
  icon,
  label,
  tooltip,
  className,
  valueClassName,
  children,
}: {
  icon: ReactNode;
  label: string;
  tooltip?: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt title={tooltip}>
        {icon}
        <span className="visually-hidden">{label}</span>
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
