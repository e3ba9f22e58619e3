import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The grey shape of what is loading (`children`, hidden from screen readers by the caller), announced
 * to screen readers by `label`, "Loading…" unless said otherwise.
 */
export function LoadingShape({
  as: Root = 'div',
  className,
  label,
  children,
}: {
  as?: 'div' | 'section';
  className: string;
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Root className={className} role="status">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      {children}
    </Root>
  );
}

/** A list loading: three rows of an avatar and two lines, announced to screen readers by `label`. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <LoadingShape className="list-skeleton" label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="panel panel--flat cluster--3" aria-hidden="true">
          <span className="skeleton list-skeleton__avatar" />
          <span className="list-skeleton__lines">
            <span className="skeleton" />
            <span className="skeleton" />
          </span>
        </div>
      ))}
    </LoadingShape>
  );
}
