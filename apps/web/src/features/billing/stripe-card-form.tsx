import { CardElement, Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
// The pure entry: importing it does not insert Stripe.js; loadStripe does, when called.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, LoadError } from '../../components/alert';
import { Button } from '../../components/button';
import { CardIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useLanguage } from '../../lib/i18n';
import type { CardToSave } from './api/save-card';
import {
  cardElementStyle,
  elementsLocale,
  fieldErrorOf,
  isCardProblem,
  STRIPE_LOAD_TIMEOUT_MS,
  type StripeFieldError,
} from './stripe-card';

interface StripeCardFormProps {
  publishableKey: string;
  submitLabel: string;
  busy: boolean;
  /** Saves the card and goes on; the form stays busy until it has. */
  onSubmit: (card: CardToSave) => Promise<void>;
}

/**
 * The card entry of /add_card when the deployment takes cards with Stripe: Stripe Elements' card
 * field, turned into a payment method by Stripe.js, so the number never reaches our page or server.
 * Its own chunk: only this page, and only under Stripe, loads Stripe.js. A failed load starts over.
 */
export default function StripeCardForm(props: StripeCardFormProps) {
  const [attempt, setAttempt] = useState(0);
  // Elements take their locale once: another language is a new card field, as is a new try.
  const language = useLanguage();
  return (
    <StripeCardEntry
      key={`${language}-${attempt}`}
      {...props}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}

function StripeCardEntry({
  publishableKey,
  submitLabel,
  busy,
  onSubmit,
  onRetry,
}: StripeCardFormProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [element, setElement] = useState<StripeCardElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [change, setChange] = useState<StripeCardElementChangeEvent | null>(null);
  const [fieldError, setFieldError] = useState<StripeFieldError | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [creating, setCreating] = useState(false);
  const locale = elementsLocale(language);

  useEffect(() => {
    let live = true;
    loadStripe(publishableKey).then(
      (loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  // Offline or blocked, the script or its iframe may never answer: give up rather than spin.
  const ready = element !== null;
  useEffect(() => {
    if (ready || failed) return;
    const timer = setTimeout(() => setFailed(true), STRIPE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [ready, failed]);

  const working = busy || creating;
  const options = useMemo(
    () => ({ style: cardElementStyle(), hidePostalCode: true, disabled: working }),
    [working],
  );

  if (failed) {
    return (
      <LoadError
        title={t('billing.card.stripe.loadFailed')}
        error={null}
        message={t('billing.card.stripe.loadFailedBody')}
        onRetry={onRetry}
      />
    );
  }

  const onChange = (event: StripeCardElementChangeEvent) => {
    setChange(event);
    setFieldError(event.error ? fieldErrorOf(event.error.code) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !element || working) return;
    setUnreachable(false);
    if (!change?.complete) {
      setFieldError(change?.error ? fieldErrorOf(change.error.code) : 'incomplete');
      element.focus();
      return;
    }
    setCreating(true);
    try {
      const result = await stripe.createPaymentMethod({ type: 'card', card: element });
      if (result.error) {
        if (isCardProblem(result.error)) setFieldError(fieldErrorOf(result.error.code));
        else setUnreachable(true);
        return;
      }
      await onSubmit({ paymentMethodId: result.paymentMethod.id });
    } catch {
      setUnreachable(true);
    } finally {
      setCreating(false);
    }
  };

  return (
    <form className="form stack--4" onSubmit={submit} noValidate>
      {unreachable ? <Alert tone="error">{t('billing.card.stripe.unreachable')}</Alert> : null}
      <div className={`field${fieldError ? ' field--invalid' : ''}`}>
        {/* The field is Stripe's iframe: no input of ours for a <label> to point at. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the label focuses the field, as a label would; the keyboard reaches the field itself */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
        <span className="field__label" id="card-details-label" onClick={() => element?.focus()}>
          {t('billing.card.stripe.details')}
        </span>
        <div className="stripe-field">
          {stripe ? (
            <Elements stripe={stripe} options={{ locale }}>
              <CardElement
                className="stripe-field__element"
                options={options}
                onReady={setElement}
                onChange={onChange}
              />
            </Elements>
          ) : null}
          {ready ? null : (
            <div className="stripe-field__loading">
              <Spinner size={18} />
              <span role="status">{t('billing.card.stripe.loading')}</span>
            </div>
          )}
        </div>
        <div aria-live="polite">
          {fieldError ? (
            <p className="field__error">{t(`billing.card.stripe.errors.${fieldError}`)}</p>
          ) : null}
        </div>
      </div>
      <Button
        type="submit"
        block
        size="lg"
        disabled={!ready}
        loading={working}
        loadingLabel={t('billing.card.saving')}
        icon={<CardIcon size={18} />}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
