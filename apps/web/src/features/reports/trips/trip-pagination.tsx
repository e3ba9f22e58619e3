import { formatNumber } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { useLanguage } from '../../../lib/i18n';
import { pageCount, pageItems, pageRange } from './pagination';
import './pagination.css';

export function TripPagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = pageCount(total, pageSize);
  const { from, to } = pageRange(page, pageSize, total);
  const number = (value: number) => formatNumber(value, language);
  return (
    <nav className="spread pagination" aria-label={t('reports.pagination.label')}>
      <p className="pagination__summary">
        {t('reports.pagination.showing', { from: number(from), to: number(to), total: number(total) })}
      </p>
      {count > 1 ? (
        <div className="pagination__pages">
          <button
            type="button"
            className="chip pagination__button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('reports.pagination.previous')}
          >
            <ChevronLeftIcon size={18} />
          </button>
          {pageItems(page, count).map((item, index) =>
            item === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <span key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                className="chip pagination__button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('reports.pagination.page', { page: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            ),
          )}
          <button
            type="button"
            className="chip pagination__button"
            disabled={page >= count}
            onClick={() => onPage(page + 1)}
            aria-label={t('reports.pagination.next')}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      ) : null}
    </nav>
  );
}
