import { useTranslation } from 'react-i18next';

/** A spinning ring; with a label it is announced as a status, without one it is decoration. */
export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  const style = { width: size, height: size };
  if (!label) return <span className="spinner" style={style} aria-hidden="true" />;
  return (
    <span role="status" className="spinner" style={style}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Shown while the session check or a page's code is still loading. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner">
      <Spinner size={28} label={t('common.loading')} />
    </div>
  );
}
