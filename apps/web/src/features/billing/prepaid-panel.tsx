import type { PrepaidBalance, SubscriptionPlan } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { PrepaidBalanceFacts, PrepaidMovements } from '../../components/prepaid-balance';
import { prepaidRunOut } from '../../lib/prepaid-view';
import { BlocksNotice } from './blocks-notice';

/**
 * Issue 13: /my_subscription of a business that pays by prepaid deliveries (wire transfer, sold
 * by its salesperson): the balance in place of the card subscription's status, and no card
 * actions, since nothing is charged to a card.
 */
export function PrepaidPanel({
  balance,
  plan,
  blocksAt,
  nowSeconds,
  timeZone,
}: {
  balance: PrepaidBalance;
  plan: SubscriptionPlan | null;
  /** When couriers stop being able to start deliveries, while the standing is bad (the grace). */
  blocksAt: number | null;
  nowSeconds: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const runOut = prepaidRunOut(balance);
  return (
    <>
      <section
        className={`card stack--4 sub-status sub-status--${runOut ? 'danger' : 'success'}`}
        aria-labelledby="prepaid-title"
      >
        <header className="sub-status__header">
          <div className="stack--1">
            <p className="overline">{t('billing.my.facts.plan')}</p>
            <h2 id="prepaid-title" className="sub-status__title">
              {plan ? t('prepaid.business.plan', { plan: t(`billing.plans.${plan}`) }) : t('prepaid.title')}
            </h2>
          </div>
          <span className={`status-badge sub-badge sub-badge--${runOut ? 'danger' : 'success'}`}>
            <span className="status-badge__dot" aria-hidden="true" />
            {runOut ? t('prepaid.business.statusOut') : t('prepaid.business.statusOk')}
          </span>
        </header>
        <p className="sub-status__explain">{t('prepaid.business.explain')}</p>
        <PrepaidBalanceFacts
          balance={balance}
          audience="business"
          nowSeconds={nowSeconds}
          timeZone={timeZone}
        />
        {blocksAt !== null ? (
          <BlocksNotice blocksAt={blocksAt} nowSeconds={nowSeconds} timeZone={timeZone} />
        ) : null}
        <p className="caption">{t('prepaid.business.noCard')}</p>
      </section>
      <PrepaidMovements balance={balance} timeZone={timeZone} />
    </>
  );
}
