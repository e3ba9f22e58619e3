import { formatDate, formatMoney, type MarketPrice, type Subscription } from '@rutaviva/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { ArrowRightIcon, CardIcon, PlusIcon } from '../../components/icons';
import { describeError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { usePayOverdue } from './api/pay-overdue';
import { BlocksNotice } from './blocks-notice';
import { billingViewOf, lookOf, nextActions, paypalExplained, trialNoticeDays } from './subscription-view';

/** The facts of the subscription that matter in its view: dates and amounts, each labelled. */
function Facts({
  subscription,
  price,
  timeZone,
}: {
  subscription: Subscription;
  price: MarketPrice;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  const rows: [string, ReactNode][] = [
    [
      t('billing.my.facts.price'),
      t('billing.priceMonthly', { price: money(price.monthly_price_minor, price.currency) }),
    ],
  ];
  if (subscription.trial_end !== null && subscription.status === 'trialing')
    rows.push([t('billing.my.facts.trialEnds'), formatDate(subscription.trial_end, timeZone)]);
  if (subscription.next_charge) {
    const { amount_minor, currency, date } = subscription.next_charge;
    rows.push([
      t('billing.my.facts.nextCharge'),
      t('billing.my.chargeOn', { price: money(amount_minor, currency), date: formatDate(date, timeZone) }),
    ]);
  }
  if (subscription.amount_due) {
    rows.push([
      t('billing.my.facts.amountDue'),
      <strong key="due" className="sub-facts__due">
        {money(subscription.amount_due.amount_minor, subscription.amount_due.currency)}
      </strong>,
    ]);
  }
  if (subscription.canceled_at !== null)
    rows.push([t('billing.my.facts.canceledOn'), formatDate(subscription.canceled_at, timeZone)]);
  return (
    <dl className="sub-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * SPEC §4 "Subscription statuses": the status with its own explanation and the next thing to do
 * (pay the overdue amount, add a card, reactivate, choose a plan).
 */
export function StatusPanel({
  subscription,
  price,
  blocksAt,
  nowSeconds,
  timeZone,
  onReactivate,
  onPaid,
}: {
  subscription: Subscription | null;
  price: MarketPrice;
  blocksAt: number | null;
  nowSeconds: number;
  timeZone: string;
  onReactivate: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pay = usePayOverdue();
  const view = billingViewOf(subscription);
  const look = lookOf(view);
  const actions = nextActions(subscription);
  const paypalView = paypalExplained(subscription);
  const noticeDays = trialNoticeDays(subscription, nowSeconds);

  const payNow = () => {
    if (!subscription) return;
    pay.mutateAsync(subscription.subscription_id).then(onPaid, () => {
      // pay.error is shown below.
    });
  };

  return (
    <section className={`card stack--4 sub-status sub-status--${look.tone}`} aria-labelledby="status-title">
      <header className="sub-status__header">
        <div className="stack--1">
          <p className="overline">{t('billing.my.facts.plan')}</p>
          <h2 id="status-title" className="sub-status__title">
            {subscription ? t(`billing.plans.${subscription.plan}`) : t('billing.my.statuses.none')}
          </h2>
        </div>
        <span className={`status-badge sub-badge sub-badge--${look.tone}`}>
          <span className="status-badge__dot" aria-hidden="true" />
          {t(`billing.my.statuses.${view}`)}
        </span>
      </header>
      <p className="sub-status__explain">
        {paypalView ? t(`billing.my.explainPayPal.${paypalView}`) : t(`billing.my.explain.${view}`)}
      </p>

      {noticeDays !== null && subscription?.trial_end != null ? (
        <Alert tone="info" title={t('billing.my.trialNotice', { count: noticeDays })}>
          {t('billing.my.trialNoticeBody', {
            date: formatDate(subscription.trial_end, timeZone),
            price: formatMoney(price.monthly_price_minor, price.currency, language),
          })}
        </Alert>
      ) : null}
      {blocksAt !== null ? (
        <BlocksNotice blocksAt={blocksAt} nowSeconds={nowSeconds} timeZone={timeZone} />
      ) : null}

      {subscription ? <Facts subscription={subscription} price={price} timeZone={timeZone} /> : null}

      {pay.error ? <Alert tone="error">{describeError(pay.error, language)}</Alert> : null}
      {actions.length > 0 ? (
        <div className="button-row">
          {actions.map((action) => {
            switch (action) {
              case 'pay_now':
                return subscription?.amount_due ? (
                  <Button
                    key={action}
                    onClick={payNow}
                    loading={pay.isPending}
                    loadingLabel={t('billing.my.paying')}
                  >
                    {t('billing.my.payNow', {
                      amount: formatMoney(
                        subscription.amount_due.amount_minor,
                        subscription.amount_due.currency,
                        language,
                      ),
                    })}
                  </Button>
                ) : null;
              case 'update_card':
              case 'try_another_card':
                return (
                  <ButtonLink
                    key={action}
                    to={paths.addCard}
                    variant="secondary"
                    icon={<PlusIcon size={16} />}
                  >
                    {action === 'update_card' ? t('billing.my.addCard') : t('billing.my.tryAnotherCard')}
                  </ButtonLink>
                );
              case 'reactivate':
                return (
                  <Button key={action} onClick={onReactivate} icon={<CardIcon size={16} />}>
                    {t('billing.my.reactivate')}
                  </Button>
                );
              case 'choose_plan':
                return (
                  <ButtonLink key={action} to={paths.buySub} iconEnd={<ArrowRightIcon size={16} />}>
                    {t('billing.my.choosePlan')}
                  </ButtonLink>
                );
              default:
                return null;
            }
          })}
        </div>
      ) : null}
    </section>
  );
}
