import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { useDocumentTitle } from '../../lib/hooks';
import { useStoredValue } from '../../lib/storage';
import { useCards } from './api/get-cards';
import { usePayments } from './api/get-payments';
import { useSubscriptionOverview } from './api/get-subscription';
import { CardsPanel } from './cards-panel';
import { ConfirmPurchase } from './confirm-purchase';
import { PaymentsPanel } from './payments-panel';
import { PlanPanel } from './plan-panel';
import { PrepaidPanel } from './prepaid-panel';
import { StatusPanel } from './status-panel';
import { awaitsCharge, lookOf, nowSeconds, prepaidBalanceOf } from './subscription-view';
import { UsagePanel } from './usage-panel';
import { useChargeWait } from './use-charge-wait';
import type { ArrivalNotice } from './use-purchase';
import { usePurchase } from './use-purchase';
import './billing.css';
import { BillingLoadError } from './billing-states';
import { registerBillingMessages } from './messages';

registerBillingMessages();

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** /my_subscription: the status and what to do next, usage, plan, cards and payments. */
export function MySubscriptionPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const businessId = useStoredValue('business_id');
  const overview = useSubscriptionOverview(businessId);
  const cards = useCards(businessId);
  // A charge made a moment ago reaches our books through the provider's event: the list asks
  // again until it shows (for a minute at most).
  const [poll, setPoll] = useState(false);
  const payments = usePayments(businessId, poll);
  const polling = useChargeWait(
    payments.data !== undefined && awaitsCharge(overview.data?.data.subscription ?? null, payments.data.data),
  );
  useEffect(() => setPoll(polling), [polling]);
  const { purchase, start } = usePurchase();
  const timeZone = useMemo(browserTimeZone, []);
  const arrival = (location.state as { notice?: ArrivalNotice } | null)?.notice;
  const [notice, setNotice] = useState<string | null>(arrival ? t(`billing.my.${arrival}`) : null);
  const [reactivating, setReactivating] = useState(false);
  useDocumentTitle(t('billing.my.title'));

  const header = <PageHeader title={t('billing.my.title')} subtitle={t('billing.my.subtitle')} />;
  const failed = [overview, cards, payments].find((query) => query.error);
  if (failed) {
    return (
      <BillingLoadError
        header={header}
        title={t('billing.my.loadFailed')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!overview.data || !cards.data || !payments.data) return <PageSpinner />;

  const { subscription, price, usage, blocks_new_deliveries_at, prepaid } = overview.data.data;
  const now = nowSeconds();
  const prepaidBalance = prepaidBalanceOf(subscription, prepaid);
  if (prepaidBalance) {
    return (
      <div className="container container--medium page stack--6">
        {header}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <PrepaidPanel
          balance={prepaidBalance}
          plan={subscription?.plan ?? null}
          blocksAt={blocks_new_deliveries_at}
          nowSeconds={now}
          timeZone={timeZone}
        />
        <PaymentsPanel payments={payments.data.data} timeZone={timeZone} />
      </div>
    );
  }
  // A subscription that no longer runs has no period in use, no plan to switch, nothing to cancel.
  const manageable = subscription !== null && lookOf(subscription.view).manageable;

  return (
    <div className="container container--medium page stack--6">
      {header}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <StatusPanel
        subscription={subscription}
        price={price}
        blocksAt={blocks_new_deliveries_at}
        nowSeconds={now}
        timeZone={timeZone}
        onReactivate={() => setReactivating(true)}
        onPaid={() => setNotice(t('billing.my.paid'))}
      />
      {usage && manageable ? <UsagePanel usage={usage} price={price} timeZone={timeZone} /> : null}
      {subscription && manageable ? <PlanPanel subscription={subscription} onNotice={setNotice} /> : null}
      <CardsPanel
        cards={cards.data.data}
        paidWith={subscription?.payment_type ?? null}
        onNotice={setNotice}
      />
      <PaymentsPanel payments={payments.data.data} timeZone={timeZone} />
      {reactivating && subscription ? (
        <ConfirmPurchase
          plan={subscription.plan}
          price={price}
          trial={false}
          busy={start.isPending}
          error={start.error}
          onConfirm={() => {
            purchase(subscription.plan, price.monthly_price_minor).then(
              () => {
                setReactivating(false);
                setNotice(t('billing.my.reactivated'));
              },
              () => {
                // The dialog shows start.error.
              },
            );
          }}
          onClose={() => {
            start.reset();
            setReactivating(false);
          }}
        />
      ) : null}
    </div>
  );
}
