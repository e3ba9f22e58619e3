import { formatNumber, SIGNUP_COUNTRIES, STANDINGS } from '@rutaviva/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/alert';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { BuildingIcon, InboxIcon } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/state-message';
import { useDocumentTitle, useMediaQuery } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { useSalesperson } from './api/get-me';
import { usePanel } from './api/get-panel';
import {
  filtersFromSearch,
  hasFilters,
  PAYMENT_FILTERS,
  type PanelFilters,
  searchOfFilters,
} from './panel-filters';
import { PanelCards, PanelTable } from './panel-list';
import { ReferralLink } from './referral-link';
import { browserTimeZone, countryName } from './sales-format';

/** How long the search box waits for the typing to stop before it asks again. */
const SEARCH_DEBOUNCE_MS = 300;

function Totals({
  totals,
}: {
  totals: { businesses: number; good_standing: number; bad_standing: number; deliveries_this_period: number };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tiles = [
    ['businesses', totals.businesses, ''],
    ['good', totals.good_standing, 'panel-total--good'],
    ['bad', totals.bad_standing, totals.bad_standing > 0 ? 'panel-total--bad' : ''],
    ['deliveries', totals.deliveries_this_period, ''],
  ] as const;
  return (
    <dl className="panel-totals">
      {tiles.map(([key, value, tone]) => (
        <div key={key} className={`card panel-total ${tone}`}>
          <dt>{t(`sales.panel.totals.${key}`)}</dt>
          <dd>{formatNumber(value, language)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Filters({ filters, onChange }: { filters: PanelFilters; onChange: (next: PanelFilters) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [text, setText] = useState(filters.search ?? '');
  useEffect(() => {
    if ((filters.search ?? '') === text.trim()) return;
    const timer = setTimeout(
      () => onChange({ ...filters, search: text.trim() || undefined }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);
  const all = { value: '', label: t('sales.panel.all') };
  return (
    <search className="panel-filters card">
      <TextField
        label={t('sales.panel.search')}
        type="search"
        placeholder={t('sales.panel.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField
        label={t('sales.panel.standingFilter')}
        value={filters.standing ?? ''}
        options={[all, ...STANDINGS.map((value) => ({ value, label: t(`sales.standing.${value}`) }))]}
        onChange={(event) =>
          onChange({ ...filters, standing: STANDINGS.find((value) => value === event.target.value) })
        }
      />
      <SelectField
        label={t('sales.panel.paymentFilter')}
        value={filters.payment_type ?? ''}
        options={[
          all,
          ...PAYMENT_FILTERS.map((value) => ({ value, label: t(`sales.paymentType.${value}`) })),
        ]}
        onChange={(event) =>
          onChange({
            ...filters,
            payment_type: PAYMENT_FILTERS.find((value) => value === event.target.value),
          })
        }
      />
      <SelectField
        label={t('sales.panel.countryFilter')}
        value={filters.country_iso ?? ''}
        options={[all, ...SIGNUP_COUNTRIES.map((value) => ({ value, label: countryName(value, language) }))]}
        onChange={(event) => onChange({ ...filters, country_iso: event.target.value || undefined })}
      />
    </search>
  );
}

/** /panel (issue 13): the salesperson's businesses, their standing and balances, found and filtered. */
export function PanelPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const panel = usePanel(filters);
  const me = useSalesperson(true);
  const wide = useMediaQuery('(min-width: 900px)');
  const timeZone = useMemo(browserTimeZone, []);
  useDocumentTitle(t('sales.panel.title'));
  const setFilters = useMemo(
    () => (next: PanelFilters) => setSearchParams(searchOfFilters(next), { replace: true }),
    [setSearchParams],
  );

  const data = panel.data;
  const filtered = hasFilters(filters);
  return (
    <div className="container page stack--6">
      <PageHeader title={t('sales.panel.title')} subtitle={t('sales.panel.subtitle')} />
      {data ? <Totals totals={data.totals} /> : null}
      <Filters filters={filters} onChange={setFilters} />
      {panel.error ? (
        <LoadError
          title={t('sales.panel.loadFailed')}
          error={panel.error}
          onRetry={() => void panel.refetch()}
        />
      ) : !data ? (
        <ListSkeleton label={t('common.loading')} />
      ) : data.businesses.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<InboxIcon size={28} />}
            title={t('sales.panel.noMatchTitle')}
            body={t('sales.panel.noMatchBody')}
          >
            <Button variant="secondary" onClick={() => setFilters({})}>
              {t('sales.panel.clear')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<BuildingIcon size={28} />}
            title={t('sales.panel.emptyTitle')}
            body={t('sales.panel.emptyBody')}
          >
            {me.data ? <ReferralLink url={me.data.referral_url} /> : null}
          </EmptyState>
        )
      ) : wide ? (
        <PanelTable businesses={data.businesses} />
      ) : (
        <PanelCards businesses={data.businesses} timeZone={timeZone} />
      )}
    </div>
  );
}
