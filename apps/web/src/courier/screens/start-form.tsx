import { normalizePhone, type PendingDelivery } from '@rutaviva/domain';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { MapPinIcon, PhoneIcon } from '../../components/icons';
import { Notice } from '../components/notice';
import { type OpenTripChoice, OpenTripDialog } from '../components/open-trip-dialog';
import { PendingDeliveries } from '../components/pending-deliveries';
import { type MessageKey, useI18n } from '../i18n';
import { ApiError } from '../lib/api';
import type { OpenDelivery } from '../lib/phone-trips';
import type { CourierTracker, TrackerState } from '../lib/tracker';
import { usePendingDeliveries } from '../lib/use-pending-deliveries';
import { useRememberedDestination } from '../lib/use-remembered-destination';

/** Issue 15: the proposal, its map and Leaflet load only once there is something to propose. */
const RememberedProposal = lazy(() => import('../components/remembered-proposal'));

/** A local-looking example per signup country (SPEC §1), so the courier sees no prefix is needed. */
const PLACEHOLDERS: Record<string, string> = {
  MX: '55 1234 5678',
  US: '(201) 555-0123',
  ES: '612 34 56 78',
  PA: '6123-4567',
  DO: '(809) 234-5678',
};

function failureKey(error: unknown): MessageKey | null {
  if (error instanceof ApiError && error.code === 'open_trip_exists') return null;
  if (!(error instanceof ApiError)) return 'start.failed';
  if (error.isNetwork) return 'start.offlineBody';
  if (error.fields.customer_phone_number?.code === 'invalid_phone') return 'start.invalidPhone';
  if (error.code === 'courier_inactive') return 'start.inactive';
  if (error.code === 'subscription_inactive') return 'start.subscriptionInactive';
  return 'start.failed';
}

/** What a start is for: a number typed, or a pending delivery another system created (issue 16). */
interface StartTarget {
  e164: string;
  pending?: PendingDelivery;
}

/**
 * SPEC §1: a delivery starts with the customer's phone number only. With deliveries under way
 * (issue 10) the courier first says whether to end them or keep them.
 */
export function StartForm({
  tracker,
  state,
  countryIso,
  deliveries,
}: {
  tracker: CourierTracker;
  state: TrackerState;
  countryIso: string;
  /** The courier's open deliveries, followed here or offered from the server. */
  deliveries: OpenDelivery[];
}) {
  const { t, countryName } = useI18n();
  const [phone, setPhone] = useState('');
  /** What is starting: 'form' for the typed number, a pending delivery's id, or null. */
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  /** The start waiting on the dialog's answer, or null while it is closed. */
  const [asking, setAsking] = useState<StartTarget | null>(null);
  const pending = usePendingDeliveries(state.loaded);
  const [taken, setTaken] = useState(false);
  const [choosing, setChoosing] = useState<OpenTripChoice | null>(null);
  /** Issue 15: the courier's answer to the proposed destination of the number typed. */
  const [answer, setAnswer] = useState<{ e164: string; use: boolean } | null>(null);
  const remembered = useRememberedDestination(phone, countryIso, state.online);
  const answered = remembered && answer?.e164 === remembered.e164 ? answer : null;
  const proposal = answered?.use === false ? null : remembered;

  async function begin(target: StartTarget, endOpenTrips: boolean) {
    const { e164, pending: chosen } = target;
    setBusy(chosen?.id ?? 'form');
    setError(null);
    setTaken(false);
    // Only a destination the courier confirmed for this very number goes with the start; a
    // pending delivery brings its own.
    const remembered = proposal?.e164 === e164 && answered?.use ? proposal.destination : undefined;
    const destination = chosen ? (chosen.destination ?? undefined) : remembered;
    try {
      await tracker.start(e164, { endOpenTrips, destination, apiDeliveryId: chosen?.id });
    } catch (failure) {
      setBusy(null);
      if (chosen && failure instanceof ApiError && failure.code === 'delivery_taken') {
        // Another courier's tap won, or the store withdrew it: it leaves the list.
        pending.drop(chosen.id);
        pending.refresh();
        setTaken(true);
        return;
      }
      const key = failureKey(failure);
      // Opened on another phone since the list was read: the tracker offers it now; ask.
      if (key === null) setAsking(target);
      else setError(key);
    }
  }

  async function startPending(delivery: PendingDelivery) {
    const target = { e164: delivery.customer_phone_number, pending: delivery };
    if (deliveries.length > 0) setAsking(target);
    else await begin(target, false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e164 = normalizePhone(phone, countryIso);
    if (!e164) {
      setError('start.invalidPhone');
      return;
    }
    if (deliveries.length > 0) setAsking({ e164 });
    else await begin({ e164 }, false);
  }

  async function choose(choice: OpenTripChoice) {
    if (!asking) return;
    setChoosing(choice);
    if (choice === 'end') await begin(asking, true);
    else if (state.allowSeveral) await begin(asking, false);
    else {
      const newest = deliveries[0];
      if (newest) await tracker.resume(newest.generated_trip_id);
    }
    setChoosing(null);
    setAsking(null);
  }

  const phoneError = error === 'start.invalidPhone' ? t(error) : undefined;
  return (
    <>
      <PendingDeliveries
        deliveries={pending.deliveries}
        busy={busy === 'form' ? null : busy}
        disabled={!state.online || busy === 'form'}
        taken={taken}
        onStart={(delivery) => void startPending(delivery)}
      />
      <form className="c-card c-start" onSubmit={submit} noValidate>
        <h1 className="c-title">{t('start.title')}</h1>
        {state.online ? null : (
          <Notice tone="warning" title={t('start.offlineTitle')}>
            {t('start.offlineBody')}
          </Notice>
        )}
        {state.locationBlocked ? <Notice tone="error" title={t('start.locationBlocked')} /> : null}
        {error && !phoneError && state.online ? <Notice tone="error" title={t(error)} /> : null}
        <TextField
          label={t('start.phone')}
          hint={t('start.hint', { country: countryName(countryIso) })}
          error={phoneError}
          className="c-input--phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          name="customer_phone_number"
          placeholder={PLACEHOLDERS[countryIso.toUpperCase()]}
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            if (error) setError(null);
          }}
          trailing={
            <span className="c-field-icon" aria-hidden="true">
              <PhoneIcon size={22} />
            </span>
          }
        />
        {proposal ? (
          <Suspense fallback={null}>
            <RememberedProposal
              destination={proposal.destination}
              used={answered?.use === true}
              onUse={() => setAnswer({ e164: proposal.e164, use: true })}
              onClear={() => setAnswer({ e164: proposal.e164, use: false })}
            />
          </Suspense>
        ) : null}
        <Button
          type="submit"
          variant="accent"
          loading={busy === 'form'}
          loadingLabel={t('start.submitting')}
          disabled={!state.online || !state.loaded || (busy !== null && busy !== 'form')}
          icon={<MapPinIcon size={24} />}
        >
          {t('start.submit')}
        </Button>
        <OpenTripDialog
          phone={asking?.e164 ?? null}
          deliveries={deliveries}
          allowSeveral={state.allowSeveral}
          busy={choosing}
          onChoose={(choice) => void choose(choice)}
          onCancel={() => setAsking(null)}
        />
      </form>
    </>
  );
}
