import {
  type CreatePrepaidInput,
  fieldMessage,
  formatMoney,
  formatNumber,
  type PrepaidAccount,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
} from '@rutaviva/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ChoiceSwitch } from '../../components/choice-switch';
import { TextField } from '../../components/field';
import { describeError, isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useCreatePrepaid } from './api/create-prepaid';
import { useTopUpPrepaid } from './api/top-up-prepaid';
import { DeliveriesInput } from './deliveries-input';
import type { FoundBusiness } from './lookup-form';
import { changedUnitPrice, packAmount, packSize } from './pack-view';

type Mode = 'create' | 'topUp';

/** The first field error the server named, in the user's language, else the request's error. */
function writeError(error: unknown, language: 'english' | 'spanish'): string {
  if (isApiError(error)) {
    const first = Object.values(error.fields)[0];
    if (first) return fieldMessage(first.code, language);
  }
  return describeError(error, language);
}

/**
 * Step 2 of both prepaid pages: the pack (and the plan, for a new subscription), the transfer's
 * reference, and the amount it comes to, which is sent back as `confirmed_amount_minor`; a price
 * that changed meanwhile (409 amount_changed) is shown and confirmed again.
 */
export function PackForm({
  mode,
  found,
  onSaved,
}: {
  mode: Mode;
  found: FoundBusiness;
  onSaved: (account: PrepaidAccount, deliveries: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const create = useCreatePrepaid();
  const topUp = useTopUpPrepaid();
  const write = mode === 'create' ? create : topUp;
  const { account } = found;
  const [plan, setPlan] = useState<SubscriptionPlan>(account.plan ?? 'whatsapp');
  const [typed, setTyped] = useState('400');
  const [reference, setReference] = useState('');
  const [unitPrice, setUnitPrice] = useState(account.pack_price.unit_amount_minor);
  const [priceChanged, setPriceChanged] = useState(false);
  const [shownErrors, setShownErrors] = useState(false);

  const deliveries = packSize(typed);
  const currency = account.pack_price.currency;
  const amount = deliveries === null ? null : packAmount(unitPrice, deliveries);
  const money = (minor: number) => formatMoney(minor, currency, language);
  const referenceMissing = reference.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShownErrors(true);
    if (deliveries === null || amount === null || referenceMissing) return;
    const common = {
      email: found.email,
      salesperson_password: found.password,
      deliveries,
      transfer_reference: reference.trim(),
      confirmed_amount_minor: amount,
    };
    const saved =
      mode === 'create'
        ? create.mutateAsync({ ...common, plan } satisfies CreatePrepaidInput)
        : topUp.mutateAsync(common);
    setPriceChanged(false);
    saved.then(
      (next) => onSaved(next, deliveries),
      (error: unknown) => {
        const newUnit = changedUnitPrice(error);
        if (newUnit !== null) {
          setUnitPrice(newUnit);
          setPriceChanged(true);
        }
      },
    );
  };

  const amountLabel = amount === null ? '—' : money(amount);
  const serverError = write.error && !priceChanged ? writeError(write.error, language) : null;
  return (
    <form className="card stack--4 pack-form" noValidate onSubmit={onSubmit} aria-labelledby="pack-title">
      <h2 id="pack-title" className="card__title">
        {mode === 'create' ? t('sales.prepaid.stepPack') : t('sales.prepaid.topUpTitleForm')}
      </h2>
      {mode === 'create' ? (
        <div className="stack--2">
          <p className="field__label" id="plan-label">
            {t('sales.prepaid.plan')}
          </p>
          <ChoiceSwitch
            look="segmented"
            legend={t('sales.prepaid.plan')}
            options={SUBSCRIPTION_PLANS}
            value={plan}
            onChange={setPlan}
            label={(option) =>
              option === 'whatsapp' ? t('sales.prepaid.planWhatsapp') : t('sales.prepaid.planSms')
            }
          />
          <p className="caption">
            {plan === 'whatsapp' ? t('sales.prepaid.planWhatsappBody') : t('sales.prepaid.planSmsBody')}
          </p>
        </div>
      ) : null}
      <DeliveriesInput
        label={t('sales.prepaid.deliveries')}
        value={typed}
        deliveries={deliveries}
        error={shownErrors && deliveries === null ? t('sales.prepaid.errors.deliveries') : undefined}
        onChange={setTyped}
      />
      <TextField
        label={t('sales.prepaid.reference')}
        hint={t('sales.prepaid.referenceHint')}
        autoComplete="off"
        value={reference}
        maxLength={80}
        onChange={(event) => setReference(event.target.value)}
        error={shownErrors && referenceMissing ? t('sales.prepaid.errors.reference') : undefined}
      />
      <div className="pack-amount" aria-live="polite">
        <span className="pack-amount__label">{t('sales.prepaid.amount')}</span>
        <strong className="pack-amount__value" data-testid="pack-amount">
          {amountLabel}
        </strong>
        {deliveries !== null ? (
          <span className="caption">
            {t('sales.prepaid.unitPrice', {
              number: formatNumber(deliveries, language),
              price: money(unitPrice),
            })}
          </span>
        ) : null}
      </div>
      {priceChanged ? (
        <Alert tone="info">{t('sales.prepaid.amountChanged', { amount: amountLabel })}</Alert>
      ) : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        block
        loading={write.isPending}
        loadingLabel={t('sales.prepaid.saving')}
      >
        {mode === 'create'
          ? t('sales.prepaid.confirmCreate', { amount: amountLabel })
          : t('sales.prepaid.confirmTopUp', { amount: amountLabel })}
      </Button>
    </form>
  );
}
