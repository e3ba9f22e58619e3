import { formatMoney, formatNumber, type PricingMarket } from '@rutaviva/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Alert } from '../../components/alert';
import { ChoiceSwitch } from '../../components/choice-switch';
import { CheckIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSalespersonToken } from '../../lib/salesperson-session';
import { useStoredValue } from '../../lib/storage';
import { useExchangeRate } from './api/get-exchange-rate';
import { useMarketPrice } from './api/get-prices';
import {
  convertMinor,
  defaultMarket,
  MARKETS,
  monthlyDeliveries,
  type Quote,
  quote,
} from './calculator-view';
import { DeliveriesInput } from './deliveries-input';
import './calculator.css';

type Kind = 'sms' | 'whatsapp' | 'usd';

const TITLES = { sms: 'smsTitle', whatsapp: 'wspTitle', usd: 'usdTitle' } as const;
const BODIES = { sms: 'smsBody', whatsapp: 'wspBody', usd: 'usdBody' } as const;

/** The three calculators, one tap apart. */
function CalculatorTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: paths.calculatorWsp, label: 'WhatsApp' },
    { to: paths.calculatorSms, label: 'SMS' },
    { to: paths.calculatorUsd, label: 'USD' },
  ];
  return (
    <nav aria-label={t('sales.shell.calculators')} className="segmented calc-tabs">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="segmented__option calc-tabs__tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** An amount, with its US-dollar equivalent under it on the USD calculator. */
function Amount({ minor, currency, usdRate }: { minor: number; currency: string; usdRate: number | null }) {
  const language = useLanguage();
  return (
    <span className="calc-amount">
      <span>{formatMoney(minor, currency, language)}</span>
      {usdRate !== null && currency === 'MXN' ? (
        <span className="calc-amount__usd">
          ≈ {formatMoney(convertMinor(minor, usdRate), 'USD', language)}
        </span>
      ) : null}
    </span>
  );
}

function Row({
  label,
  children,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={`calc-row${strong ? ' calc-row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Results({ result, usdRate }: { result: Quote; usdRate: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { price, extras, pack } = result;
  const number = (value: number) => formatNumber(value, language);
  const money = (minor: number) => formatMoney(minor, price.currency, language);
  const best = (way: 'monthly' | 'prepaid') =>
    result.cheaper === way ? (
      <span className="badge badge--success calc-best">
        <CheckIcon size={14} />
        {t('sales.calc.cheaper')}
      </span>
    ) : null;
  return (
    <div className="calc-results">
      <section className="card stack--3 calc-card" aria-labelledby="calc-monthly">
        <div className="spread">
          <h2 id="calc-monthly" className="card__title">
            {t('sales.calc.monthly')}
          </h2>
          {best('monthly')}
        </div>
        <p className="caption">{t('sales.calc.monthlyBody')}</p>
        <dl className="calc-rows">
          <Row
            label={`${t('sales.calc.planPrice')} · ${t('sales.calc.included', { number: number(price.included_deliveries) })}`}
          >
            <Amount minor={price.monthly_price_minor} currency={price.currency} usdRate={usdRate} />
          </Row>
          <Row
            label={
              extras.count > 0
                ? t('sales.calc.extras', {
                    number: number(extras.count),
                    price: money(price.extra_delivery_minor),
                  })
                : t('sales.calc.noExtras')
            }
          >
            <Amount minor={extras.amount_minor} currency={price.currency} usdRate={usdRate} />
          </Row>
          <Row label={t('sales.calc.total')} strong>
            <Amount minor={result.monthly_total_minor} currency={price.currency} usdRate={usdRate} />
          </Row>
        </dl>
      </section>
      <section className="card stack--3 calc-card" aria-labelledby="calc-prepaid">
        <div className="spread">
          <h2 id="calc-prepaid" className="card__title">
            {t('sales.calc.prepaidPack')}
          </h2>
          {best('prepaid')}
        </div>
        <p className="caption">{t('sales.calc.prepaidBody')}</p>
        <dl className="calc-rows">
          <Row
            label={t('sales.calc.packPrice', {
              number: number(pack.deliveries),
              price: money(pack.unit_amount_minor),
            })}
            strong
          >
            <Amount minor={pack.amount_minor} currency={pack.currency} usdRate={usdRate} />
          </Row>
        </dl>
      </section>
    </div>
  );
}

/** The exchange rate the USD calculator uses, its date and where it comes from. */
function RateNote({ rate }: { rate: ReturnType<typeof useExchangeRate> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (rate.error) return <Alert tone="error">{t('sales.calc.rateFailed')}</Alert>;
  if (!rate.data) return <p className="caption">{t('common.loading')}</p>;
  const [year, month, day] = rate.data.date.split('-');
  return (
    <section className="card calc-rate" aria-label={t('sales.calc.inUsd')}>
      <strong data-testid="exchange-rate">
        {t('sales.calc.rateLine', { rate: formatNumber(rate.data.rate, language, 4) })}
      </strong>
      <span className="caption">
        {t('sales.calc.rateDate', { date: `${day}/${month}/${year}` })} ·{' '}
        {rate.data.source === 'table' ? t('sales.calc.sourceTable') : t('sales.calc.sourceService')}
      </span>
    </section>
  );
}

function Calculator({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const salesperson = useSalespersonToken() !== null;
  const businessCountry = useStoredValue('country_iso');
  const [market, setMarket] = useState<PricingMarket>(() =>
    kind === 'usd' ? 'MX' : defaultMarket(salesperson ? null : businessCountry, language),
  );
  const [typed, setTyped] = useState('400');
  const rate = useExchangeRate('MXN', 'USD', kind === 'usd');
  const price = useMarketPrice(market);
  useDocumentTitle(t(`sales.calc.${TITLES[kind]}`));

  const deliveries = monthlyDeliveries(typed);
  const usdRate = kind === 'usd' && rate.data ? rate.data.rate : null;
  return (
    <div className="container container--medium page stack--6">
      <CalculatorTabs />
      <PageHeader title={t(`sales.calc.${TITLES[kind]}`)} subtitle={t(`sales.calc.${BODIES[kind]}`)} />
      <section className="card stack--4 calc-inputs">
        <DeliveriesInput
          label={t('sales.calc.deliveries')}
          className="calc-inputs__number"
          value={typed}
          deliveries={deliveries}
          error={deliveries === null ? t('sales.prepaid.errors.deliveries') : undefined}
          onChange={setTyped}
        />
        {kind === 'usd' ? null : (
          <div className="stack--2">
            <p className="field__label">{t('sales.calc.market')}</p>
            <ChoiceSwitch
              look="segmented"
              legend={t('sales.calc.market')}
              options={MARKETS}
              value={market}
              onChange={setMarket}
              label={(option) => t(`sales.calc.markets.${option}`)}
            />
          </div>
        )}
      </section>
      {kind === 'usd' ? <RateNote rate={rate} /> : null}
      {deliveries !== null ? <Results result={quote(price, deliveries)} usdRate={usdRate} /> : null}
    </div>
  );
}

/** /calculadora_sms (issue 13). */
export function SmsCalculatorPage() {
  return <Calculator kind="sms" />;
}

/** /calculadora_wsp (issue 13). */
export function WhatsAppCalculatorPage() {
  return <Calculator kind="whatsapp" />;
}

/** /calculadora_usd (issue 13): the Mexican prices with their US-dollar equivalents. */
export function UsdCalculatorPage() {
  return <Calculator kind="usd" />;
}
