import { formatDate, formatNumber, type PanelBusiness } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { countryName } from './sales-format';
import { StandingBadge } from './standing-badge';

/** Where the salesperson acts on a business: top up a prepaid one, start one without a plan. */
function nextStep(business: PanelBusiness): { to: string; key: 'topUp' | 'newPrepaid' } | null {
  const email = encodeURIComponent(business.admin_email);
  if (business.payment_type === 'wire_transfer')
    return { to: `${paths.prepaid}?email=${email}`, key: 'topUp' };
  if (business.payment_type === null)
    return { to: `${paths.createPrepaidSubscription}?email=${email}`, key: 'newPrepaid' };
  return null;
}

function Plan({ business }: { business: PanelBusiness }) {
  const { t } = useTranslation();
  if (business.plan === null && business.payment_type === null) return <>{t('sales.paymentType.none')}</>;
  return (
    <>
      {t(`sales.plan.${business.plan ?? 'none'}`)}
      {' · '}
      {t(`sales.paymentType.${business.payment_type ?? 'none'}`)}
    </>
  );
}

function Prepaid({ business, blank = '—' }: { business: PanelBusiness; blank?: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (business.prepaid_remaining === null)
    return blank === null ? null : <span className="caption">{blank}</span>;
  return (
    <span className="stack--1">
      <span className={business.prepaid_remaining <= 0 ? 'panel-prepaid--out' : undefined}>
        {t('sales.panel.prepaidLeft', { remaining: formatNumber(business.prepaid_remaining, language) })}
      </span>
      {business.prepaid_frozen ? (
        <span className="caption">
          {t('sales.panel.prepaidFrozen', { frozen: formatNumber(business.prepaid_frozen, language) })}
        </span>
      ) : null}
    </span>
  );
}

function Action({ business }: { business: PanelBusiness }) {
  const { t } = useTranslation();
  const step = nextStep(business);
  if (!step) return null;
  return (
    <Link to={step.to} className="btn btn--secondary btn--sm">
      {step.key === 'topUp' ? t('sales.panel.topUp') : t('sales.shell.newPrepaid')}
    </Link>
  );
}

/** On a phone, one card per business with what matters first: name, standing, the numbers. */
export function PanelCards({ businesses, timeZone }: { businesses: PanelBusiness[]; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="panel-cards">
      {businesses.map((business) => (
        <li key={business.business_id} className="card panel-card">
          <div className="spread panel-card__head">
            <div className="stack--1 panel-card__name">
              <h2 className="panel-card__company">{business.company_name}</h2>
              <p className="caption">{business.admin_email}</p>
            </div>
            <span className="tag" title={countryName(business.country_iso, language)}>
              {business.country_iso}
            </span>
          </div>
          <div className="cluster--wrap panel-card__facts">
            <StandingBadge standing={business.standing} />
            <span className="caption">
              <Plan business={business} />
            </span>
          </div>
          <p>
            {t('sales.panel.deliveries', {
              count: business.deliveries_this_period,
              number: formatNumber(business.deliveries_this_period, language),
            })}
          </p>
          <Prepaid business={business} blank={null} />
          <div className="spread">
            <span className="caption">
              {t('sales.panel.signedUp', { date: formatDate(business.signed_up_at, timeZone) })}
            </span>
            <Action business={business} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** At a desk, the same businesses as a table to compare them at a glance. */
export function PanelTable({ businesses }: { businesses: PanelBusiness[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="table-wrap card">
      <table className="data-table panel-table">
        <thead>
          <tr>
            <th scope="col">{t('sales.panel.columns.company')}</th>
            <th scope="col">{t('sales.panel.columns.country')}</th>
            <th scope="col">{t('sales.panel.columns.plan')}</th>
            <th scope="col">{t('sales.panel.columns.standing')}</th>
            <th scope="col" className="num">
              {t('sales.panel.columns.deliveries')}
            </th>
            <th scope="col">{t('sales.panel.columns.prepaid')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('sales.panel.topUp')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {businesses.map((business) => (
            <tr key={business.business_id}>
              <th scope="row">
                <span className="panel-table__company">{business.company_name}</span>
                <span className="caption">{business.admin_email}</span>
              </th>
              <td>
                <span className="tag">{business.country_iso}</span>{' '}
                <span className="caption">{countryName(business.country_iso, language)}</span>
              </td>
              <td>
                <Plan business={business} />
              </td>
              <td>
                <StandingBadge standing={business.standing} />
              </td>
              <td className="num">{formatNumber(business.deliveries_this_period, language)}</td>
              <td>
                <Prepaid business={business} />
              </td>
              <td>
                <Action business={business} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
