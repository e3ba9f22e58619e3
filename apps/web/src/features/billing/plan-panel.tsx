import { SUBSCRIPTION_PLANS, type Subscription } from '@rutaviva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TitledSection } from '../../components/titled-section';
import { describeError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useUpdateSubscription } from './api/update-subscription';

/** Switch between the WhatsApp and SMS plans, and cancel (at once, after a confirmation). */
export function PlanPanel({
  subscription,
  onNotice,
}: {
  subscription: Subscription;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const switchPlan = useUpdateSubscription();
  const cancel = useUpdateSubscription();
  const [asking, setAsking] = useState(false);
  const other = SUBSCRIPTION_PLANS.find((plan) => plan !== subscription.plan) ?? subscription.plan;
  const otherName = t(`billing.plans.${other}`);

  return (
    <TitledSection title={t('billing.my.plan.title')} className="card stack--4">
      <p>{t(`billing.plans.${subscription.plan}Body`)}</p>
      {switchPlan.error ? <Alert tone="error">{describeError(switchPlan.error, language)}</Alert> : null}
      <div className="button-row plan-actions">
        <Button
          variant="secondary"
          loading={switchPlan.isPending}
          loadingLabel={t('billing.my.plan.switching')}
          onClick={() => {
            switchPlan.mutateAsync({ plan: other }).then(
              () => onNotice(t('billing.my.plan.switched', { plan: otherName })),
              () => {
                // switchPlan.error is shown above.
              },
            );
          }}
        >
          {t('billing.my.plan.switchTo', { plan: otherName })}
        </Button>
        <Button variant="ghost" className="plan-actions__cancel" onClick={() => setAsking(true)}>
          {t('billing.my.cancel.open')}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t('billing.my.cancel.title')}
          description={t('billing.my.cancel.body')}
          confirmLabel={t('billing.my.cancel.confirm')}
          confirmingLabel={t('billing.my.cancel.confirming')}
          cancelLabel={t('billing.my.cancel.keep')}
          busy={cancel.isPending}
          error={cancel.error}
          onConfirm={() => {
            cancel.mutateAsync({ action: 'cancel' }).then(
              () => {
                setAsking(false);
                onNotice(t('billing.my.cancel.done'));
              },
              () => {
                // The dialog shows cancel.error.
              },
            );
          }}
          onClose={() => {
            cancel.reset();
            setAsking(false);
          }}
        />
      ) : null}
    </TitledSection>
  );
}
