import { formatMoney, type SubscriptionPlan } from '@rutaviva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { CheckIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useStoredValue } from '../../lib/storage';
import { useCards } from './api/get-cards';
import { useSubscriptionOverview } from './api/get-subscription';
import { ConfirmPurchase } from './confirm-purchase';
import { PlanOptions } from './plan-options';
import { PriceSummary } from './price-summary';
import { addCardSearch, blocksPurchase } from './subscription-view';
import { usePurchase } from './use-purchase';
import './billing.css';
import { BillingLoadError, SubscriptionExists } from './billing-states';
import { registerBillingMessages } from './messages';

registerBillingMessages();

const FEATURES = ['live', 'monitor', 'cancel'] as const;

/** /buy_sub: the plan choice, the market's price, and the confirmation before buying. */
export function BuySubPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const businessId = useStoredValue('business_id');
  const overview = useSubscriptionOverview(businessId);
  const cards = useCards(businessId);
  const { purchase, start } = usePurchase();
  const [plan, setPlan] = useState<SubscriptionPlan>('whatsapp');
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(t('billing.buy.title'));

  const header = <PageHeader title={t('billing.buy.title')} subtitle={t('billing.buy.subtitle')} />;
  if (overview.error || cards.error) {
    const failed = overview.error ? overview : cards;
    return (
      <BillingLoadError
        header={header}
        title={t('billing.buy.loadFailed')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!overview.data || !cards.data) return <PageSpinner />;

  const { subscription, price } = overview.data.data;
  // A subscription that still runs is managed, not bought again (the server answers 409).
  if (blocksPurchase(subscription)) {
    return <SubscriptionExists />;
  }

  const trial = subscription === null;
  const amount = formatMoney(price.monthly_price_minor, price.currency, language);
  const hasCard = cards.data.data.length > 0;

  const onConfirm = () => {
    if (!hasCard) {
      void navigate(`${paths.addCard}${addCardSearch(plan, price.monthly_price_minor)}`);
      return;
    }
    purchase(plan, price.monthly_price_minor).catch(() => {
      // The dialog shows start.error.
    });
  };

  return (
    <div className="container container--medium page">
      {header}
      <div className="checkout">
        <section className="card stack--6 checkout__main" aria-labelledby="plan-title">
          <h2 id="plan-title" className="visually-hidden">
            {t('billing.my.facts.plan')}
          </h2>
          <PlanOptions value={plan} onChange={setPlan} />
          <ul className="feature-list">
            {FEATURES.map((feature) => (
              <li key={feature}>
                <CheckIcon size={16} />
                {t(`billing.buy.features.${feature}`)}
              </li>
            ))}
          </ul>
        </section>
        <aside className="card stack--4 checkout__summary" aria-labelledby="price-title">
          <h2 id="price-title" className="overline">
            {t(`billing.plans.${plan}`)}
          </h2>
          <PriceSummary price={price} />
          <p className="checkout__trial">
            {trial
              ? t('billing.buy.trialLine', { price: amount })
              : t('billing.buy.chargedNow', { price: amount })}
          </p>
          <Button block size="lg" onClick={() => setConfirming(true)}>
            {trial ? t('billing.buy.start') : t('billing.buy.subscribe')}
          </Button>
          <p className="caption">{trial ? t('billing.buy.cardNext') : t('billing.buy.noTrial')}</p>
          {overview.data.data.checkout.paypal ? (
            <ButtonLink to={`${paths.paypal}?plan=${plan}`} variant="secondary" block>
              {t('billing.paypal.choosePayPal')}
            </ButtonLink>
          ) : null}
        </aside>
      </div>
      {confirming ? (
        <ConfirmPurchase
          plan={plan}
          price={price}
          trial={trial}
          busy={start.isPending}
          error={start.error}
          onConfirm={onConfirm}
          onClose={() => {
            start.reset();
            setConfirming(false);
          }}
        />
      ) : null}
    </div>
  );
}
