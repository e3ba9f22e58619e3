import { formatMoney, type MarketPrice } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';

/** The market's price as the admin reads it: the monthly amount large, what it includes under it. */
export function PriceSummary({ price }: { price: MarketPrice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="price-summary">
      <p className="price-summary__amount">
        <span className="price-summary__figure">
          {formatMoney(price.monthly_price_minor, price.currency, language)}
        </span>
        <span className="price-summary__per">{t('billing.perMonth')}</span>
      </p>
      <ul className="price-summary__terms">
        <li>{t('billing.included', { count: price.included_deliveries })}</li>
        <li>
          {t('billing.extra', { price: formatMoney(price.extra_delivery_minor, price.currency, language) })}
        </li>
      </ul>
    </div>
  );
}
