import { type ReportTrip, TRIP_SORTS, type TripReport, type TripSort } from '@rutaviva/domain';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../lib/hooks';
import { TripCards } from './trip-cards';
import { TripPagination } from './trip-pagination';
import { TripTable } from './trip-table';

export function SortSelect({ sort, onSort }: { sort: TripSort; onSort: (sort: TripSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('reports.list.sortBy')}
      </label>
      <div className="input-wrap input-wrap--select">
        <select
          id={id}
          className="input select sort-select__input"
          data-testid="report-sort"
          value={sort}
          onChange={(event) => onSort(event.target.value as TripSort)}
        >
          {TRIP_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`reports.list.sorts.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The trips of one page, the sort, and the page controls. */
export function TripList({
  report,
  sort,
  refreshing,
  onSort,
  onPage,
  onOpenRoute,
  headingRef,
}: {
  report: TripReport;
  sort: TripSort;
  refreshing: boolean;
  onSort: (sort: TripSort) => void;
  onPage: (page: number) => void;
  onOpenRoute: (trip: ReportTrip) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const listProps = { trips: report.trips, timeZone: report.time_zone, onOpenRoute };
  return (
    <section className="report-section stack--4 trip-list" aria-labelledby="trip-list-title">
      <div className="spread trip-list__toolbar">
        <div className="trip-list__heading">
          <h2 id="trip-list-title" className="report-section__title" ref={headingRef} tabIndex={-1}>
            {t('reports.list.title')}
          </h2>
          <span className="trip-list__count">{t('reports.list.count', { count: report.total_count })}</span>
        </div>
        <SortSelect sort={sort} onSort={onSort} />
      </div>
      <div className={`trip-list__body${refreshing ? ' is-refreshing' : ''}`} aria-busy={refreshing}>
        {isDesktop ? <TripTable {...listProps} /> : <TripCards {...listProps} />}
      </div>
      <TripPagination
        page={report.page}
        pageSize={report.page_size}
        total={report.total_count}
        onPage={onPage}
      />
    </section>
  );
}
