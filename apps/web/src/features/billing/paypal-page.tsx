import { formatMoney, type SubscriptionPlan } from '@rutaviva/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { ArrowRightIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { ErrorCard, StateCard } from '../../components/state-message';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { storage, useStoredValue } from '../../lib/storage';
import { useConfirmPayPal } from './api/confirm-paypal';
import { useSubscriptionOverview } from './api/get-subscription';
import { useStartPayPal } from './api/start-paypal';
import { PlanOptions } from './plan-options';
import { PriceSummary } from './price-summary';
import { blocksPurchase, planFromQuery } from './subscription-view';
import type { ArrivalNotice } from './use-purchase';
import './billing.css';
import { BillingLoadError, SubscriptionExists } from './billing-states';
import { registerBillingMessages } from './messages';

registerBillingMessages();

/**
 * /paypal (SPEC §2 "Onboarding checkout"): the PayPal subscription start. The admin confirms the
 * regular price and is sent to PayPal to approve; PayPal sends them back here with the
 * subscription's id (or ?result=cancelled), and the server reads it from PayPal before it counts.
 */
export function PayPalPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const businessId = useStoredValue('business_id');
  const overview = useSubscriptionOverview(businessId);
  const returnedId = search.get('subscription_id');
  useDocumentTitle(t('billing.paypal.title'));

  const header = <PageHeader title={t('billing.paypal.title')} subtitle={t('billing.paypal.subtitle')} />;
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
  const { checkout, subscription } = overview.data.data;

  if (!checkout.paypal) {
    return (
      <div className="container container--narrow state-page">
        <StateCard
          heading="h1"
          title={t('billing.paypal.unavailableTitle')}
          body={t('billing.paypal.unavailableBody')}
        >
          <ButtonLink to={paths.buySub} iconEnd={<ArrowRightIcon size={16} />}>
            {t('billing.paypal.payByCard')}
          </ButtonLink>
        </StateCard>
      </div>
    );
  }
  if (returnedId) return <ReturnFromPayPal subscriptionId={returnedId} />;
  if (blocksPurchase(subscription)) {
    return <SubscriptionExists />;
  }
  return (
    <StartPayPal
      header={header}
      price={overview.data.data.price}
      initialPlan={planFromQuery(search.get('plan')) ?? 'whatsapp'}
      cancelled={search.get('result') === 'cancelled'}
    />
  );
}

function StartPayPal({
  header,
  price,
  initialPlan,
  cancelled,
}: {
  header: React.ReactNode;
  price: Parameters<typeof PriceSummary>[0]['price'];
  initialPlan: SubscriptionPlan;
  cancelled: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const start = useStartPayPal();
  const [plan, setPlan] = useState<SubscriptionPlan>(initialPlan);
  const [leaving, setLeaving] = useState(false);
  const amount = formatMoney(price.monthly_price_minor, price.currency, language);

  const onStart = async () => {
    try {
      const { approve_url } = await start.mutateAsync({
        plan,
        confirmed_price_minor: price.monthly_price_minor,
      });
      setLeaving(true);
      window.location.assign(approve_url);
    } catch {
      // start.error is shown above the button.
    }
  };

  return (
    <div className="container container--medium page">
      {header}
      {cancelled ? (
        <div className="paypal-notice">
          <Alert tone="info" title={t('billing.paypal.cancelledTitle')}>
            {t('billing.paypal.cancelledBody')}
          </Alert>
        </div>
      ) : null}
      <div className="checkout">
        <section className="card stack--6 checkout__main" aria-labelledby="paypal-plan-title">
          <h2 id="paypal-plan-title" className="visually-hidden">
            {t('billing.my.facts.plan')}
          </h2>
          <PlanOptions value={plan} onChange={setPlan} />
          <p className="caption">{t('billing.paypal.how')}</p>
        </section>
        <aside className="card stack--4 checkout__summary" aria-labelledby="paypal-price-title">
          <h2 id="paypal-price-title" className="overline">
            {t(`billing.plans.${plan}`)}
          </h2>
          <PriceSummary price={price} />
          <dl className="confirm-lines">
            <div>
              <dt>{t('billing.buy.regularPrice')}</dt>
              <dd className="confirm-lines__price">{t('billing.priceMonthly', { price: amount })}</dd>
            </div>
            <div>
              <dt>{t('billing.card.dueToday')}</dt>
              <dd className="confirm-lines__price">{formatMoney(0, price.currency, language)}</dd>
            </div>
          </dl>
          <p className="checkout__trial">{t('billing.paypal.trialLine', { price: amount })}</p>
          {start.error ? <Alert tone="error">{describeError(start.error, language)}</Alert> : null}
          <Button block size="lg" onClick={() => void onStart()} disabled={start.isPending || leaving}>
            {start.isPending || leaving
              ? t('billing.paypal.redirecting')
              : cancelled
                ? t('billing.paypal.retry', { price: amount })
                : t('billing.paypal.continue', { price: amount })}
          </Button>
          <ButtonLink to={paths.buySub} variant="ghost" block>
            {t('billing.paypal.payByCard')}
          </ButtonLink>
        </aside>
      </div>
    </div>
  );
}

/** Back from PayPal approved: the server reads the subscription from PayPal, then the admin moves on. */
function ReturnFromPayPal({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirmPayPal();
  const sent = useRef(false);

  const run = () => {
    const onboarding = storage.get('onboarding_state');
    confirm
      .mutateAsync(subscriptionId)
      .then(async () => {
        const notice: ArrivalNotice = 'started';
        if (onboarding === 'checkout') await navigate(paths.myAccount);
        else await navigate(paths.mySubscription, { state: { notice } });
      })
      .catch(() => {
        // confirm.error is shown below.
      });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: confirmed once per arrival from PayPal.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    run();
  }, []);

  if (confirm.error) {
    return (
      <div className="container container--narrow state-page">
        <ErrorCard
          heading="h1"
          title={t('billing.paypal.confirmFailed')}
          body={describeError(confirm.error, language)}
        >
          <div className="cluster">
            <Button onClick={run} disabled={confirm.isPending}>
              {t('common.tryAgain')}
            </Button>
            <ButtonLink to={paths.paypal} variant="secondary">
              {t('billing.paypal.startAgain')}
            </ButtonLink>
          </div>
        </ErrorCard>
      </div>
    );
  }
  return (
    <div className="container container--narrow state-page">
      <StateCard
        heading="h1"
        role="status"
        title={t('billing.paypal.confirming')}
        body={t('billing.paypal.confirmingBody')}
      />
    </div>
  );
}
