import type { CardEntry } from '@rutaviva/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { CardIcon } from '../../components/icons';
import {
  type CardField,
  type CardFieldError,
  type CardFormValues,
  checkCardEntry,
  EMPTY_CARD_FORM,
  groupCardNumber,
} from './card-entry';

/**
 * The card entry of /add_card (the sandbox's stand-in for Stripe Elements): each field checked
 * with the API's CardEntrySchema before anything is sent.
 */
export function CardForm({
  submitLabel,
  busy,
  onSubmit,
}: {
  submitLabel: string;
  busy: boolean;
  onSubmit: (entry: CardEntry) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<Partial<Record<CardField, CardFieldError>>>({});

  const set = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: CardField) => {
    const error = errors[field];
    return error ? t(`billing.card.errors.${error}`) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCardEntry(values, new Date());
    if (checked.errors) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(checked.entry);
  };

  return (
    <form className="form stack--4" onSubmit={submit} noValidate>
      <TextField
        label={t('billing.card.number')}
        name="number"
        value={values.number}
        onChange={(event) => set('number', groupCardNumber(event.target.value))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        className="card-input"
        error={errorOf('number')}
      />
      <div className="card-form__row">
        <TextField
          label={t('billing.card.expMonth')}
          name="exp_month"
          value={values.exp_month}
          onChange={(event) => set('exp_month', event.target.value.replace(/\D/g, '').slice(0, 2))}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          error={errorOf('exp_month')}
        />
        <TextField
          label={t('billing.card.expYear')}
          name="exp_year"
          value={values.exp_year}
          onChange={(event) => set('exp_year', event.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder={t('billing.card.yearPlaceholder')}
          error={errorOf('exp_year')}
        />
        <TextField
          label={t('billing.card.cvc')}
          name="cvc"
          value={values.cvc}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          hint={t('billing.card.cvcHint')}
          error={errorOf('cvc')}
        />
      </div>
      <Button
        type="submit"
        block
        size="lg"
        loading={busy}
        loadingLabel={t('billing.card.saving')}
        icon={<CardIcon size={18} />}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
