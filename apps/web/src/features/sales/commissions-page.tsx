import { type CommissionReport, formatDate, formatMoney } from '@rutaviva/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/alert';
import { Button } from '../../components/button';
import { ChartIcon, RestartIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { EmptyState } from '../../components/state-message';
import { useDocumentTitle, useMediaQuery } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { useCommissions } from './api/get-commissions';
import { browserTimeZone, formatMonth, formatRate } from './sales-format';
import './commissions.css';

type Report = CommissionReport;
type Month = Report['months'][number];
type Total = Report['totals'][number];

function Totals({ totals, label }: { totals: Total[]; label: string }) {
  const language = useLanguage();
  return (
    <p className="commission-totals">
      <span>{label}</span>
      <span className="commission-totals__amounts">
        {totals.map((total) => (
          <strong key={total.currency}>
            {formatMoney(total.commission_minor, total.currency, language)}
          </strong>
        ))}
      </span>
    </p>
  );
}

/** One month: its lines as a table at a desk, as a list on a phone, and its totals per currency. */
function MonthSection({ month, wide, timeZone }: { month: Month; wide: boolean; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, language);
  const titleId = `month-${month.month}`;
  return (
    <section className="card stack--3 commission-month" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title commission-month__title">
        {formatMonth(month.month, language)}
      </h2>
      {wide ? (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('sales.commissions.columns.business')}</th>
                <th scope="col">{t('sales.commissions.columns.date')}</th>
                <th scope="col">{t('sales.commissions.columns.kind')}</th>
                <th scope="col" className="num">
                  {t('sales.commissions.columns.base')}
                </th>
                <th scope="col" className="num">
                  {t('sales.commissions.columns.rate')}
                </th>
                <th scope="col" className="num">
                  {t('sales.commissions.columns.commission')}
                </th>
              </tr>
            </thead>
            <tbody>
              {month.lines.map((line) => (
                <tr
                  key={line.id}
                  className={line.commission_minor < 0 ? 'commission-line--negative' : undefined}
                >
                  <th scope="row">{line.company_name}</th>
                  <td>{formatDate(line.occurred_at, timeZone)}</td>
                  <td>{t(`sales.commissions.kinds.${line.kind}`)}</td>
                  <td className="num">{money(line.base_amount_minor, line.currency)}</td>
                  <td className="num">{formatRate(line.rate_bp, language)}</td>
                  <td className="num">
                    <strong>{money(line.commission_minor, line.currency)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="commission-lines">
          {month.lines.map((line) => (
            <li
              key={line.id}
              className={`commission-line${line.commission_minor < 0 ? ' commission-line--negative' : ''}`}
            >
              <div className="stack--1">
                <span className="commission-line__company">{line.company_name}</span>
                <span className="caption">
                  {t(`sales.commissions.kinds.${line.kind}`)} · {formatDate(line.occurred_at, timeZone)}
                </span>
                <span className="caption">
                  {money(line.base_amount_minor, line.currency)} × {formatRate(line.rate_bp, language)}
                </span>
              </div>
              <strong className="commission-line__amount">
                {money(line.commission_minor, line.currency)}
              </strong>
            </li>
          ))}
        </ul>
      )}
      <Totals totals={month.totals} label={t('sales.commissions.monthTotal')} />
    </section>
  );
}

/**
 * /comisiones2 (issue 13): the commissions of the salesperson's businesses by month, newest
 * first, computed by a background job that the page polls (my_request_id, is_ready).
 */
export function CommissionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const commissions = useCommissions();
  const wide = useMediaQuery('(min-width: 900px)');
  const timeZone = useMemo(browserTimeZone, []);
  useDocumentTitle(t('sales.commissions.title'));

  const report = commissions.data?.is_ready ? commissions.data.report : undefined;
  const header = (
    <PageHeader
      title={t('sales.commissions.title')}
      subtitle={t('sales.commissions.subtitle')}
      actions={
        report ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<RestartIcon size={16} />}
            onClick={commissions.restart}
          >
            {t('sales.commissions.refresh')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div className="container page stack--6">
      {header}
      {commissions.error ? (
        <LoadError
          title={t('sales.commissions.loadFailed')}
          error={commissions.error}
          onRetry={commissions.restart}
        />
      ) : !report ? (
        <section className="card commission-progress" role="status" aria-live="polite">
          <Spinner size={28} />
          <div className="stack--1">
            <p className="commission-progress__title">{t('sales.commissions.computing')}</p>
            <p className="caption">{t('sales.commissions.computingBody')}</p>
          </div>
          <div className="commission-progress__bar" aria-hidden="true">
            <span />
          </div>
        </section>
      ) : (
        <>
          <section className="card commission-summary" aria-label={t('sales.commissions.total')}>
            <Totals totals={report.totals} label={t('sales.commissions.total')} />
            <div className="cluster--wrap caption">
              <span>{t('sales.commissions.rates')}:</span>
              {report.rates.map((rate) => (
                <span key={rate.market} className="tag">
                  {t('sales.commissions.rate', {
                    market: t(`sales.commissions.markets.${rate.market}`),
                    rate: formatRate(rate.rate_bp, language),
                  })}
                </span>
              ))}
            </div>
            <p className="caption">
              {t('sales.commissions.computedAt', { date: formatDate(report.computed_at, timeZone) })}
            </p>
          </section>
          {report.months.length === 0 ? (
            <EmptyState
              icon={<ChartIcon size={28} />}
              title={t('sales.commissions.emptyTitle')}
              body={t('sales.commissions.emptyBody')}
            />
          ) : (
            report.months.map((month) => (
              <MonthSection key={month.month} month={month} wide={wide} timeZone={timeZone} />
            ))
          )}
        </>
      )}
    </div>
  );
}
