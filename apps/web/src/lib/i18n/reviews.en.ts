import { reportWords } from '@rutaviva/domain';
import { ratingWords } from './rating-words';

/** The CSV's words (domain report-words), so the screen and the exported file agree. */
const words = reportWords('english');

/** English texts of the customer feedback screen (/reviews). */
export const reviewsEn = {
  title: 'Customer feedback',
  subtitle: 'What your customers said after each delivery, newest first. Only your business sees it.',
  ratings: ratingWords(words),
  /** The courier choice takes the business's word for courier. */
  choices: { ...words.choices, courier: '{{courierTitle}}' },
  summary: {
    title: 'Ratings',
    total_one: '{{count}} review',
    total_other: '{{count}} reviews',
    share: '{{rating}}: {{count}} ({{percent}}%)',
    scopeAll: 'All your feedback so far',
    scopeFiltered: 'For the branch, {{courier}} and dates chosen',
  },
  filters: {
    title: 'Filters',
    rating: 'Rating',
    allRatings: 'All',
    branch: 'Branch',
    allBranches: 'All branches',
    courier: '{{courierTitle}}',
    allCouriers: 'All {{couriers}}',
    inactiveCourier: '{{name}} (inactive)',
    period: 'Period',
    from: 'From',
    to: 'To',
    presets: { last7: 'Last 7 days', last30: 'Last 30 days', all: 'All time' },
    clear: 'Clear filters',
  },
  card: {
    liked: 'Liked',
    wentWrong: 'Went wrong',
    remarks: 'Remarks',
    improvement: 'Suggestion to improve',
    noText: 'No written comment.',
    deliveredBy: '{{courierTitle}}',
    branch: 'Branch',
    reviewedAt: 'Reviewed',
    deliveryStarted: 'Delivery started {{date}} at {{time}}',
    openTracking: 'Tracking page',
    openTrackingLabel: 'Open the tracking page of this delivery in a new tab',
  },
  list: {
    showing: 'Showing {{shown}} of {{total}}',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    loadFailed: 'We could not load your customers’ feedback.',
    loadMoreFailed: 'We could not load more reviews.',
    updating: 'Updating…',
  },
  empty: {
    title: 'No feedback yet',
    body: 'When a delivery ends, the tracking page asks your customer to rate it with a face and, if they like, a few words. Their answers appear here, and only you can see them.',
    sample: 'Send yourself a sample message',
    tracking: 'See what your customer sees',
  },
  noMatch: {
    title: 'No feedback matches these filters',
    body: 'Try another period, branch or {{courier}}, or clear the filters.',
  },
};
