import { formatNumber } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { AlertIcon, CheckIcon, CloseIcon, DownloadIcon } from '../../../components/icons';
import { describeError } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { type ExportState, exportPercent } from './use-csv-export';
import './export.css';

export function ExportButton({
  disabled,
  running,
  onExport,
}: {
  disabled: boolean;
  running: boolean;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      icon={<DownloadIcon size={18} />}
      data-testid="export-csv"
      disabled={disabled}
      loading={running}
      loadingLabel={t('reports.export.title')}
      title={disabled && !running ? t('reports.export.nothing') : undefined}
      onClick={onExport}
    >
      {t('reports.export.button')}
    </Button>
  );
}

/** The export's progress: rows received of X-Total-Count, a bar with its percentage, cancel. */
export function ExportProgress({
  state,
  onCancel,
  onRetry,
  onDismiss,
}: {
  state: ExportState;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (state.status === 'idle') return null;
  const number = (value: number) => formatNumber(value, language);

  if (state.status === 'running' || state.status === 'cancelled') {
    const percent = exportPercent(state.rows, state.total);
    const running = state.status === 'running';
    return (
      <section
        className={`strip export-progress export-progress--${state.status}`}
        data-testid="export-progress"
        data-state={state.status}
        data-rows={state.rows}
        data-total={state.total ?? undefined}
        aria-label={t('reports.export.title')}
      >
        <span className="export-progress__icon" aria-hidden="true">
          {running ? <DownloadIcon size={18} /> : <CloseIcon size={18} />}
        </span>
        <div className="export-progress__main">
          <div className="spread export-progress__line">
            <strong>{running ? t('reports.export.title') : t('reports.export.cancelled')}</strong>
            <span className="export-progress__rows">
              {state.total === null
                ? t('reports.export.rowsUnknown', { rows: number(state.rows) })
                : t('reports.export.rows', { rows: number(state.rows), total: number(state.total) })}
              {percent !== null ? (
                <span className="export-progress__percent">
                  {' '}
                  · {t('reports.export.percent', { value: percent })}
                </span>
              ) : null}
            </span>
          </div>
          <div
            className={`export-progress__track${percent === null ? ' is-indeterminate' : ''}`}
            role="progressbar"
            aria-label={t('reports.export.title')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={
              state.total === null
                ? t('reports.export.rowsUnknown', { rows: number(state.rows) })
                : t('reports.export.rows', { rows: number(state.rows), total: number(state.total) })
            }
          >
            <span className="export-progress__fill" style={{ width: `${percent ?? 35}%` }} />
          </div>
        </div>
        {running ? (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            {t('reports.export.cancel')}
          </Button>
        ) : (
          <RetryOrDismiss onRetry={onRetry} onDismiss={onDismiss} />
        )}
      </section>
    );
  }

  if (state.status === 'done') {
    return (
      <section
        className="strip export-progress export-progress--done"
        data-testid="export-progress"
        data-state="done"
        data-rows={state.rows}
        role="status"
      >
        <span className="export-progress__icon" aria-hidden="true">
          <CheckIcon size={18} />
        </span>
        <div className="export-progress__main">
          <div className="spread export-progress__line">
            <strong>{t('reports.export.done', { count: state.rows, file: state.fileName })}</strong>
          </div>
          <div className="export-progress__track" aria-hidden="true">
            <span className="export-progress__fill" style={{ width: '100%' }} />
          </div>
        </div>
        <DismissButton onDismiss={onDismiss} />
      </section>
    );
  }

  return (
    <section
      className="strip export-progress export-progress--failed"
      data-testid="export-progress"
      data-state="failed"
      role="alert"
    >
      <span className="export-progress__icon" aria-hidden="true">
        <AlertIcon size={18} />
      </span>
      <div className="export-progress__main">
        <strong>{t('reports.export.failed')}</strong>
        <span className="export-progress__rows">{describeError(state.error, language)}</span>
      </div>
      <RetryOrDismiss onRetry={onRetry} onDismiss={onDismiss} />
    </section>
  );
}

function RetryOrDismiss({ onRetry, onDismiss }: { onRetry: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cluster export-progress__actions">
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('reports.export.retry')}
      </Button>
      <DismissButton onDismiss={onDismiss} />
    </div>
  );
}

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="export-progress__dismiss"
      onClick={onDismiss}
      aria-label={t('reports.export.dismiss')}
    >
      <CloseIcon size={18} />
    </button>
  );
}
