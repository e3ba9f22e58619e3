import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { CheckIcon, MessageIcon, PhoneIcon } from '../../components/icons';

const PLAN_ICONS = { whatsapp: MessageIcon, sms: PhoneIcon } as const;

/** The WhatsApp and SMS plans as radio cards: the plan decides the channel of the customers' messages. */
export function PlanOptions({
  value,
  onChange,
}: {
  value: SubscriptionPlan;
  onChange: (plan: SubscriptionPlan) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="plan-options">
      <legend className="plan-options__legend">{t('billing.buy.channelLegend')}</legend>
      {SUBSCRIPTION_PLANS.map((plan) => {
        const Icon = PLAN_ICONS[plan];
        return (
          <label key={plan} className="choice-card plan-option">
            <input
              type="radio"
              name="plan"
              value={plan}
              checked={value === plan}
              onChange={() => onChange(plan)}
              className="choice-card__input"
            />
            <span className="choice-card__check" aria-hidden="true">
              <CheckIcon size={12} />
            </span>
            <span className="icon-tile choice-card__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <span className="plan-option__text">
              <span className="choice-card__title plan-option__title">{t(`billing.plans.${plan}`)}</span>
              <span className="choice-card__hint plan-option__hint">{t(`billing.plans.${plan}Body`)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
