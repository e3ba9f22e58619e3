import { formatDate, formatMoney, formatNumber, type PrepaidBalance } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { registerMessages, useLanguage } from '../lib/i18n';
import { prepaidEn } from '../lib/i18n/prepaid.en';
import { prepaidEs } from '../lib/i18n/prepaid.es';
import {
  deliveriesOnCredit,
  movementDelta,
  prepaidRunOut,
  recentMovements,
  upcomingFreeze,
} from '../lib/prepaid-view';
import { Alert } from './alert';
import { TitledSection } from './titled-section';

import './prepaid-balance.css';

registerMessages('prepaid', prepaidEn, prepaidEs);

/** Who reads the balance: the salesperson (who tops it up) or the business (who asks them to). */
export type PrepaidAudience = 'salesperson' | 'business';

/** Movements listed before the rest are only counted. */
const MOVEMENTS_SHOWN = 20;

/**
 * Issue 13: a prepaid balance as both sides see it: what remains, what froze (and that a top-up
 * unfreezes it), when the rest freezes, and the run-out explanation at 0 (bad_sub). When the
 * couriers stop being able to start deliveries is the subscription page's to say (its grace).
 */
export function PrepaidBalanceFacts({
  balance,
  audience,
  nowSeconds,
  timeZone,
}: {
  balance: PrepaidBalance;
  audience: PrepaidAudience;
  nowSeconds: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const freezesAt = upcomingFreeze(balance, nowSeconds);
  const credit = deliveriesOnCredit(balance);
  const count = (value: number) =>
    t('prepaid.remainingCount', { count: value, number: formatNumber(value, language) });
  return (
    <div className="stack--4">
      <dl className="prepaid-tiles">
        <div className={`prepaid-tile${prepaidRunOut(balance) ? ' prepaid-tile--out' : ''}`}>
          <dt>{t('prepaid.remaining')}</dt>
          <dd data-testid="prepaid-remaining">{count(Math.max(0, balance.remaining))}</dd>
        </div>
        <div
          className={`prepaid-tile ${balance.frozen > 0 ? 'prepaid-tile--frozen' : 'prepaid-tile--empty'}`}
        >
          <dt>{t('prepaid.frozen')}</dt>
          <dd data-testid="prepaid-frozen">{count(balance.frozen)}</dd>
        </div>
      </dl>
      {prepaidRunOut(balance) ? <Alert tone="error">{t(`prepaid.runOut.${audience}`)}</Alert> : null}
      {credit > 0 ? (
        <p className="caption">
          {t('prepaid.credit', { count: credit, number: formatNumber(credit, language) })}
        </p>
      ) : null}
      {balance.frozen > 0 ? <Alert tone="info">{t(`prepaid.frozenNote.${audience}`)}</Alert> : null}
      {freezesAt !== null ? <p>{t('prepaid.freezesAt', { date: formatDate(freezesAt, timeZone) })}</p> : null}
      {balance.last_purchase_at !== null ? (
        <p className="caption">
          {t('prepaid.lastPurchase', { date: formatDate(balance.last_purchase_at, timeZone) })}
        </p>
      ) : null}
    </div>
  );
}

/** The ledger rows newest first: purchases, uses, freezes and unfreezes, with dates and amounts. */
export function PrepaidMovements({ balance, timeZone }: { balance: PrepaidBalance; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { shown, hidden } = recentMovements(balance.movements, MOVEMENTS_SHOWN);
  return (
    <TitledSection title={t('prepaid.movements.title')} className="card stack--3">
      {shown.length === 0 ? (
        <p className="caption">{t('prepaid.movements.empty')}</p>
      ) : (
        <ul className="prepaid-movements">
          {shown.map((movement) => {
            const delta = movementDelta(movement);
            return (
              <li key={movement.id} className={`prepaid-movement prepaid-movement--${movement.kind}`}>
                <div className="stack--1">
                  <span className="prepaid-movement__kind">{t(`prepaid.movements.${movement.kind}`)}</span>
                  <span className="caption">
                    {formatDate(movement.occurred_at, timeZone)}
                    {movement.transfer_reference
                      ? ` · ${t('prepaid.movements.reference', { reference: movement.transfer_reference })}`
                      : ''}
                  </span>
                </div>
                <div className="prepaid-movement__numbers">
                  <span className={delta >= 0 ? 'prepaid-movement__plus' : 'prepaid-movement__minus'}>
                    {delta >= 0 ? '+' : '−'}
                    {formatNumber(Math.abs(delta), language)}
                  </span>
                  {movement.amount_minor !== 0 && movement.currency ? (
                    <span className="caption">
                      {formatMoney(movement.amount_minor, movement.currency, language)}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 ? <p className="caption">{t('prepaid.movements.more', { count: hidden })}</p> : null}
    </TitledSection>
  );
}
