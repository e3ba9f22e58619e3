import {
  formatDuration,
  formatTime,
  type MissingTimeLabel,
  type ReportTrip,
  type TripFlag,
} from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { AlertIcon, ClockIcon, RATING_FACES } from '../../../components/icons';
import { useReportWords } from '../use-report-words';

const RATING_TONES = { 1: 'bad', 2: 'okay', 3: 'excellent' } as const;

/** SPEC §9 "Ratings": a sad, neutral or happy face for 1, 2 or 3; "No rating" otherwise. */
export function RatingFace({ rating, withLabel = true }: { rating: number | null; withLabel?: boolean }) {
  const { t } = useTranslation();
  if (rating !== 1 && rating !== 2 && rating !== 3) {
    return <span className="rating rating--none">{t('reports.list.noRating')}</span>;
  }
  const Face = RATING_FACES[rating];
  const tone = RATING_TONES[rating];
  const label = t(`reports.ratings.${tone}`);
  return (
    <span className={`rating rating--${tone}`} title={withLabel ? undefined : label}>
      <span className="rating__face">
        <Face size={20} strokeWidth={2} />
      </span>
      {withLabel ? (
        <span className="rating__label">{label}</span>
      ) : (
        <span className="visually-hidden">{label}</span>
      )}
    </span>
  );
}

const FLAG_ICONS: Record<TripFlag, typeof ClockIcon> = {
  slow_arrival: ClockIcon,
  long_delivery: ClockIcon,
  suspicious_arrival: AlertIcon,
};

const FLAG_TONES: Record<TripFlag, string> = {
  slow_arrival: 'tone-warning',
  long_delivery: 'tone-danger',
  suspicious_arrival: '',
};

export function FlagChip({ flag }: { flag: TripFlag }) {
  const { t } = useTranslation();
  const Icon = FLAG_ICONS[flag];
  return (
    <span className={`pill pill--icon ${FLAG_TONES[flag]} flag-chip flag-chip--${flag}`}>
      <Icon size={14} strokeWidth={2} />
      {t(`reports.flags.${flag}`)}
    </span>
  );
}

export function FlagChips({ flags }: { flags: readonly TripFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <span className="flag-chips">
      {flags.map((flag) => (
        <FlagChip key={flag} flag={flag} />
      ))}
    </span>
  );
}

/** SPEC §4: "not yet" and "still in progress" are a running trip; "never" is a trip left unfinished. */
const RUNNING_LABELS: readonly MissingTimeLabel[] = [
  'trip_not_yet_registered_arrival',
  'delivery_still_in_progress',
];

export function MissingTime({ label }: { label: MissingTimeLabel }) {
  const { t } = useTranslation();
  const running = RUNNING_LABELS.includes(label);
  return (
    <span className={`missing-time missing-time--${running ? 'running' : 'never'}`}>
      {running ? <span className="missing-time__pulse" aria-hidden="true" /> : null}
      {t(`reports.missing.${label}`)}
    </span>
  );
}

/** Where each step of a trip keeps its time, its minutes since the start and its missing-time label. */
const MILESTONES = {
  arrival: (trip: ReportTrip) => ({
    time: trip.arrived_time,
    minutes: trip.durations.start_to_arrival_minutes,
    missing: trip.labels.arrival,
  }),
  end: (trip: ReportTrip) => ({
    time: trip.end_time,
    minutes: trip.durations.start_to_end_minutes,
    missing: trip.labels.end,
  }),
};

/** One step of the trip: its clock time and the minutes since the start, or why it has none. */
function Milestone({
  trip,
  step,
  timeZone,
}: {
  trip: ReportTrip;
  step: keyof typeof MILESTONES;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { time, minutes, missing } = MILESTONES[step](trip);
  const label = t(`reports.list.${step}`);
  return (
    <div className="stack--2 milestone">
      <span className="milestone__label">{label}</span>
      {time !== null ? (
        <span className="milestone__value">
          <time dateTime={new Date(time * 1000).toISOString()}>{formatTime(time, timeZone)}</time>
          {minutes !== null ? <span className="milestone__duration">{formatDuration(minutes)}</span> : null}
        </span>
      ) : missing ? (
        <MissingTime label={missing} />
      ) : (
        <span className="milestone__none">—</span>
      )}
    </div>
  );
}

/** Arrival and end of a trip, each with its time and duration or its missing-time label. */
export function TripTimes({ trip, timeZone }: { trip: ReportTrip; timeZone: string }) {
  return (
    <div className="milestones">
      <Milestone trip={trip} step="arrival" timeZone={timeZone} />
      <Milestone trip={trip} step="end" timeZone={timeZone} />
      <EndedByAdmin trip={trip} />
    </div>
  );
}

/** What the customer said: the rating, the chosen aspects and the remarks. */
export function Review({ trip }: { trip: ReportTrip }) {
  const { t } = useTranslation();
  const words = useReportWords();
  const hasText = Boolean(trip.remarks || trip.improvement);
  return (
    <div className="review">
      <RatingFace rating={trip.rating} />
      {trip.selected.length > 0 ? (
        <ul className="review__choices">
          {trip.selected.map((choice) => (
            <li key={choice} className="tag">
              {words.choices[choice]}
            </li>
          ))}
        </ul>
      ) : null}
      {hasText ? (
        <div className="review__text">
          {trip.remarks ? (
            <q className="review__remarks" title={trip.remarks}>
              {trip.remarks}
            </q>
          ) : null}
          {trip.improvement ? (
            <p className="review__improvement" title={trip.improvement}>
              {t('reports.list.improvement', { text: trip.improvement })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Issue 10: a delivery an admin ended (its courier could not) says who did and why, so the
 * report never passes it off as the courier's stop.
 */
export function EndedByAdmin({ trip }: { trip: ReportTrip }) {
  const { t } = useTranslation();
  if (trip.ended_by_role !== 'admin') return null;
  return (
    <p className="ended-by" data-testid="ended-by-admin">
      <span className="ended-by__who">
        <AlertIcon size={14} strokeWidth={2} />
        {t('reports.list.endedByAdmin', { name: trip.ended_by_name ?? '' })}
      </span>
      {trip.end_note ? (
        <span className="ended-by__note" title={trip.end_note}>
          {t('reports.list.endNote', { note: trip.end_note })}
        </span>
      ) : null}
    </p>
  );
}

export function courierName(trip: ReportTrip): string {
  return `${trip.delivery_user_first_name} ${trip.delivery_user_last_name}`.trim();
}
