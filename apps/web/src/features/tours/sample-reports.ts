import type { ReportTotals, ReportTrip, ReviewItem, TripReport } from '@rutaviva/domain';
import type { RatingSummary } from '../reviews/ratings';

/*
 * The reports' and reviews' sample: a week of a small shop's deliveries, as GET /api/trips and
 * GET /api/reviews would answer, with times counted back from when the tour opens.
 */

export const SAMPLE_TIME_ZONE = 'America/Mexico_City';

interface SampleTrip {
  courier: readonly [string, string, string];
  hoursAgo: number;
  arrivalMinutes: number;
  endMinutes: number;
  km: number;
  rating: number | null;
}

const ANA = ['c1', 'Ana', 'Torres'] as const;
const LUIS = ['c2', 'Luis', 'Méndez'] as const;
const SOFIA = ['c3', 'Sofía', 'Ramírez'] as const;

const TRIPS: readonly SampleTrip[] = [
  { courier: ANA, hoursAgo: 2, arrivalMinutes: 14, endMinutes: 17, km: 3.2, rating: 3 },
  { courier: LUIS, hoursAgo: 3, arrivalMinutes: 22, endMinutes: 26, km: 5.8, rating: 3 },
  { courier: SOFIA, hoursAgo: 5, arrivalMinutes: 38, endMinutes: 44, km: 7.4, rating: 1 },
  { courier: ANA, hoursAgo: 20, arrivalMinutes: 11, endMinutes: 13, km: 2.1, rating: 2 },
  { courier: LUIS, hoursAgo: 26, arrivalMinutes: 19, endMinutes: 24, km: 4.6, rating: null },
];

function reportTrip(trip: SampleTrip, index: number, nowSeconds: number): ReportTrip {
  const [courierId, first, last] = trip.courier;
  const start = nowSeconds - trip.hoursAgo * 3600;
  return {
    trip_id: `demo-report-${index}`,
    generated_trip_id: `demo-report-${index}`,
    tracking_url: '/track-demo',
    start_time: start,
    arrived_time: start + trip.arrivalMinutes * 60,
    end_time: start + trip.endMinutes * 60,
    createdAt: start,
    point_count: trip.endMinutes * 4,
    distance_km: trip.km,
    last_update_time: start + trip.endMinutes * 60,
    status: 'ended',
    valid: true,
    rating: trip.rating,
    selected: [],
    remarks: null,
    improvement: null,
    delivery_user_notes: null,
    admin_notes: null,
    branch_id: 'demo-branch',
    branch_name: 'Roma Norte',
    courier_id: courierId,
    delivery_user_first_name: first,
    delivery_user_last_name: last,
    customer_phone_number: `+5255${String(41_000_000 + index * 1_234_567).padStart(8, '0')}`,
    ended_by_role: null,
    ended_by_name: null,
    end_note: null,
    destination: null,
    estimate: null,
    delivery_photo_url: null,
    recipient_name: null,
    order_reference: null,
    durations: {
      start_to_arrival_minutes: trip.arrivalMinutes,
      start_to_end_minutes: trip.endMinutes,
      start_to_last_update_minutes: trip.endMinutes,
    },
    flags: trip.arrivalMinutes > 30 ? ['slow_arrival'] : [],
    labels: { arrival: null, end: null },
  };
}

/** The week's totals: more deliveries than the page lists, as a real report has. */
const TOTALS: ReportTotals = {
  deliveries: 148,
  average_arrival_minutes: 18.4,
  average_end_minutes: 22.1,
  distance_km: 612.5,
  ratings: { excellent: 71, okay: 22, bad: 6, unrated: 49 },
  flags: { slow_arrival: 7, long_delivery: 1, suspicious_arrival: 0 },
};

export function sampleReport(nowSeconds: number): TripReport {
  return {
    trips: TRIPS.map((trip, index) => reportTrip(trip, index, nowSeconds)),
    totals: TOTALS,
    page: 1,
    page_size: TRIPS.length,
    total_count: TRIPS.length,
    time_zone: SAMPLE_TIME_ZONE,
  };
}

export const SAMPLE_REVIEW_SUMMARY: RatingSummary = { total: 99, excellent: 71, okay: 22, bad: 6 };

/** What customers wrote, in the language the tour is read in. */
export interface SampleReviewWords {
  excellent: string;
  okay: string;
  improvement: string;
  bad: string;
}

export function sampleReviews(nowSeconds: number, words: SampleReviewWords): ReviewItem[] {
  const review = (
    index: number,
    rating: number,
    minutesAgo: number,
    texts: Pick<ReviewItem, 'remarks' | 'improvement' | 'selected'>,
  ): ReviewItem => {
    const trip = TRIPS[index] ?? TRIPS[0];
    const [courierId, first, last] = trip?.courier ?? ANA;
    return {
      trip_id: `demo-report-${index}`,
      generated_trip_id: `demo-report-${index}`,
      rating,
      reviewed_at: nowSeconds - minutesAgo * 60,
      start_time: nowSeconds - (trip?.hoursAgo ?? 1) * 3600,
      branch_id: 'demo-branch',
      branch_name: 'Roma Norte',
      courier_id: courierId,
      delivery_user_first_name: first,
      delivery_user_last_name: last,
      ...texts,
    };
  };
  return [
    review(0, 3, 95, {
      remarks: words.excellent,
      improvement: null,
      selected: ['service', 'tracking_and_notifications'],
    }),
    review(3, 2, 1_150, { remarks: words.okay, improvement: words.improvement, selected: ['product'] }),
    review(2, 1, 250, { remarks: words.bad, improvement: null, selected: [] }),
  ].sort((a, b) => b.reviewed_at - a.reviewed_at);
}
