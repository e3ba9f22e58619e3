import { formatMoney, type MarketPrice, type SubscriptionPlan } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { describeError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';

/** Asks to confirm the regular price before buying (SPEC §4 "Cancelling": buying asks for it). */
export function ConfirmPurchase({
  plan,
  price,
  trial,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  plan: SubscriptionPlan;
  price: MarketPrice;
  trial: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = formatMoney(price.monthly_price_minor, price.currency, language);
  return (
    <Dialog
      variant="alert"
      title={t('billing.buy.confirmTitle')}
      description={trial ? t('billing.buy.confirmTrial') : t('billing.buy.confirmNow')}
      onClose={onClose}
      busy={busy}
    >
      <div className="dialog__body stack--3">
        <dl className="confirm-lines">
          <div>
            <dt>{t('billing.my.facts.plan')}</dt>
            <dd>{t(`billing.plans.${plan}`)}</dd>
          </div>
          <div>
            <dt>{t('billing.buy.regularPrice')}</dt>
            <dd className="confirm-lines__price">{t('billing.priceMonthly', { price: amount })}</dd>
          </div>
          <div>
            <dt>{t('billing.card.dueToday')}</dt>
            <dd className="confirm-lines__price">
              {formatMoney(trial ? 0 : price.monthly_price_minor, price.currency, language)}
            </dd>
          </div>
        </dl>
        {error ? <Alert tone="error">{describeError(error, language)}</Alert> : null}
      </div>
      <footer className="dialog__footer">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={busy} loadingLabel={t('billing.buy.confirming')} data-autofocus>
          {t('billing.buy.confirm', { price: amount })}
        </Button>
      </footer>
    </Dialog>
  );
}
