import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/alert';
import { Button } from '../../components/button';
import { ChartIcon } from '../../components/icons';
import { LoadingShape } from '../../components/list-skeleton';
import { EmptyState } from '../../components/state-message';
import { isApiError } from '../../lib/api';
import { useCourierWord } from '../../lib/courier-word';

/** The page's shape while the first report loads: totals, charts and rows as grey blocks. */
export function ReportSkeleton() {
  return (
    <LoadingShape className="stack--6">
      <div className="stack--3 kpis" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="panel kpi kpi--skeleton">
            <span className="skeleton skeleton--label" />
            <span className="skeleton skeleton--value" />
          </div>
        ))}
      </div>
      <div className="skeleton-rows" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className="stack skeleton-row">
            <span className="skeleton" />
            <span className="skeleton" />
            <span className="skeleton" />
            <span className="skeleton" />
          </div>
        ))}
      </div>
    </LoadingShape>
  );
}

/** No trip matches: say so plainly, and offer the two ways out. */
export function EmptyReport({
  filtered,
  onWider,
  onClear,
}: {
  filtered: boolean;
  onWider: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { singular, plural } = useCourierWord();
  return (
    <EmptyState
      className="report-empty"
      icon={<ChartIcon size={30} />}
      iconTone="tone-brand"
      title={t('reports.empty.title')}
      body={
        filtered
          ? t('reports.empty.filtered', { courier: singular, couriers: plural })
          : t('reports.empty.body', { couriers: plural })
      }
    >
      <div className="button-row button-row--center">
        <Button variant="secondary" onClick={onWider}>
          {t('reports.empty.wider')}
        </Button>
        {filtered ? (
          <Button variant="ghost" onClick={onClear}>
            {t('reports.empty.clear')}
          </Button>
        ) : null}
      </div>
    </EmptyState>
  );
}

export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const badFilters = isApiError(error) && error.status === 400;
  return (
    <LoadError
      title={t('reports.loadFailed')}
      error={error}
      message={badFilters ? t('reports.filters.invalid') : undefined}
      onRetry={onRetry}
    />
  );
}
