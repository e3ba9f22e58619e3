import { formatMoney } from '@rutaviva/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { KeyIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PageSpinner, Spinner } from '../../components/spinner';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useStoredValue } from '../../lib/storage';
import { useSubscriptionOverview } from './api/get-subscription';
import { type CardToSave, useSaveCard } from './api/save-card';
import { CardForm } from './card-form';
import { planFromQuery, priceFromQuery } from './subscription-view';
import { usePurchase } from './use-purchase';
import './billing.css';
import { BillingLoadError } from './billing-states';
import { registerBillingMessages } from './messages';

registerBillingMessages();

// Stripe.js and Elements load only where a card is taken, and only when the deployment uses Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * /add_card: saves a card, and when /buy_sub sent the admin here (?plan=…&price=…) starts that
 * plan at the confirmed price; else back to /my_subscription, where the card can be made the default.
 */
export function AddCardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const plan = planFromQuery(search.get('plan'));
  const confirmedPrice = priceFromQuery(search.get('price'));
  const businessId = useStoredValue('business_id');
  const overview = useSubscriptionOverview(businessId);
  const save = useSaveCard();
  const { purchase, start } = usePurchase();
  // A card saved before the start failed is not saved twice when the admin tries again.
  const [cardSaved, setCardSaved] = useState(false);
  useDocumentTitle(t('billing.card.title'));

  const header = <PageHeader title={t('billing.card.title')} subtitle={t('billing.card.subtitle')} />;
  if (overview.error) {
    return (
      <BillingLoadError
        header={header}
        title={t('billing.my.loadFailed')}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  if (!overview.data) return <PageSpinner />;

  const { subscription, price, checkout } = overview.data.data;
  const buying = plan !== null && confirmedPrice !== null;
  const trial = subscription === null;
  const amount = formatMoney(confirmedPrice ?? price.monthly_price_minor, price.currency, language);

  const onSubmit = async (card: CardToSave) => {
    try {
      if (!cardSaved) {
        await save.mutateAsync(card);
        setCardSaved(true);
      }
      if (plan !== null && confirmedPrice !== null) await purchase(plan, confirmedPrice);
      else await navigate(paths.mySubscription);
    } catch {
      // save.error or start.error is shown above the form.
    }
  };

  let note = t('billing.card.addNote');
  if (buying)
    note = trial
      ? t('billing.card.trialNote', { price: amount })
      : t('billing.card.nowNote', { price: amount });
  else if (subscription?.status === 'trialing') note = t('billing.card.trialNote', { price: amount });

  const busy = save.isPending || start.isPending;
  // Stripe's test cards work only under a test key; a live deployment has no test mode to mention.
  const testMode =
    checkout.card_provider === 'sandbox' || checkout.stripe_publishable_key?.startsWith('pk_test_');
  let submitLabel = t('billing.card.save');
  if (buying) submitLabel = trial ? t('billing.card.saveAndStart') : t('billing.card.saveAndPay');

  return (
    <div className="container container--medium page">
      {header}
      <div className="checkout">
        <section className="card stack--4 checkout__main" aria-labelledby="card-title">
          <h2 id="card-title" className="card__title">
            {t('billing.card.title')}
          </h2>
          {save.error ? <Alert tone="error">{describeError(save.error, language)}</Alert> : null}
          {start.error ? (
            <Alert tone="error" title={t('billing.card.savedStartFailed')}>
              {describeError(start.error, language)}
            </Alert>
          ) : null}
          {checkout.card_provider === 'stripe' && checkout.stripe_publishable_key ? (
            <Suspense fallback={<Spinner label={t('billing.card.stripe.loading')} />}>
              <StripeCardForm
                publishableKey={checkout.stripe_publishable_key}
                submitLabel={submitLabel}
                busy={busy}
                onSubmit={onSubmit}
              />
            </Suspense>
          ) : (
            <CardForm submitLabel={submitLabel} busy={busy} onSubmit={(entry) => onSubmit({ entry })} />
          )}
          <p className="cluster caption secure-note">
            <KeyIcon size={16} />
            {t('billing.card.secure')}
          </p>
        </section>
        <aside className="card stack--4 checkout__summary" aria-labelledby="summary-title">
          <h2 id="summary-title" className="overline">
            {t('billing.card.summaryTitle')}
          </h2>
          {buying ? (
            <dl className="confirm-lines">
              <div>
                <dt>{t(`billing.plans.${plan}`)}</dt>
                <dd>{t('billing.priceMonthly', { price: amount })}</dd>
              </div>
              <div>
                <dt>{t('billing.card.dueToday')}</dt>
                <dd className="confirm-lines__price">
                  {formatMoney(trial ? 0 : (confirmedPrice ?? 0), price.currency, language)}
                </dd>
              </div>
            </dl>
          ) : null}
          <Alert tone="info">{note}</Alert>
          {testMode ? <p className="caption">{t('billing.card.testMode')}</p> : null}
        </aside>
      </div>
    </div>
  );
}
