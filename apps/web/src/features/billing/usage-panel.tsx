import { formatDate, formatMoney, type MarketPrice, type Usage } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/titled-section';
import { useLanguage } from '../../lib/i18n';

/** Deliveries this period against the included ones, and the extras so far. */
export function UsagePanel({
  usage,
  price,
  timeZone,
}: {
  usage: Usage;
  price: MarketPrice;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const used = usage.included > 0 ? Math.min(1, usage.deliveries / usage.included) : 1;
  return (
    <TitledSection
      title={t('billing.my.usage.title')}
      className="card stack--4"
      aside={
        <p className="caption">
          {t('billing.my.usage.period', {
            from: formatDate(usage.period_start, timeZone),
            to: formatDate(usage.period_end, timeZone),
          })}
        </p>
      }
      headerClassName="spread"
    >
      <p className="usage__count">
        {t('billing.my.usage.deliveries', { count: usage.deliveries, included: usage.included })}
      </p>
      <div
        className="usage-meter"
        role="progressbar"
        aria-label={t('billing.my.usage.meter')}
        aria-valuemin={0}
        aria-valuemax={usage.included}
        aria-valuenow={Math.min(usage.deliveries, usage.included)}
      >
        <span className="usage-meter__fill" style={{ width: `${used * 100}%` }} />
      </div>
      <p>
        {usage.extras > 0
          ? t('billing.my.usage.extras', {
              count: usage.extras,
              amount: formatMoney(usage.extras_amount_minor, usage.currency, language),
            })
          : t('billing.my.usage.noExtras')}
      </p>
      {usage.messages > 0 ? <p>{t('billing.my.usage.messages', { count: usage.messages })}</p> : null}
      <p className="caption">
        {t('billing.my.usage.extraPrice', {
          price: formatMoney(price.extra_delivery_minor, price.currency, language),
        })}
      </p>
    </TitledSection>
  );
}
