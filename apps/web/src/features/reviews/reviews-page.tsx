import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, LoadError } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { describeError } from '../../lib/api';
import { useBranches } from '../../lib/branches';
import { useCourierWord } from '../../lib/courier-word';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { useReviews } from './api/get-reviews';
import { RatingSummary } from './rating-summary';
import { capitalized, ReviewCard } from './review-card';
import {
  browserTimeZone,
  isoDateIn,
  NO_FILTERS,
  narrowsBeyondRating,
  parseReviewFilters,
  type ReviewFilters,
  reviewFiltersToParams,
} from './review-filters';
import { ReviewFiltersBar } from './review-filters-bar';
import { NoFeedbackYet, NoMatchingFeedback, ReviewsSkeleton } from './review-states';
import './reviews.css';

/** SPEC §2 "Reviews/feedback listing": every customer review, newest first, with filters in the URL. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const word = useCourierWord();
  const courierTitle = capitalized(word.singular);
  const branches = useBranches();
  const [params, setParams] = useSearchParams();
  const timeZone = useMemo(browserTimeZone, []);
  const today = isoDateIn(timeZone);
  useDocumentTitle(t('reviews.title'));

  const filters = useMemo(() => {
    const parsed = parseReviewFilters(params);
    // A branch the business no longer has (an old shared link) would only ever show nothing.
    const knownBranch = branches.length === 0 || branches.some((branch) => branch.id === parsed.branchId);
    return knownBranch ? parsed : { ...parsed, branchId: null, courierId: null };
  }, [params, branches]);

  const setFilters = (change: Partial<ReviewFilters>) =>
    setParams(reviewFiltersToParams({ ...filters, ...change }), { replace: true, preventScrollReset: true });
  const clear = () => setFilters(NO_FILTERS);

  const reviews = useReviews(filters, timeZone);
  const pages = reviews.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.reviews);
  const totalCount = first?.total_count ?? 0;
  const nothingAtAll = first !== undefined && first.summary.total === 0 && !narrowsBeyondRating(filters);

  let results: ReactNode = null;
  if (reviews.error && !first) {
    results = (
      <LoadError
        title={t('reviews.list.loadFailed')}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
    );
  } else if (items.length === 0) {
    results = <NoMatchingFeedback courier={word.singular} onClear={clear} />;
  } else {
    results = (
      <>
        <ul className="stack--4 reviews-list">
          {items.map((review) => (
            <ReviewCard
              key={review.trip_id}
              review={review}
              timeZone={timeZone}
              courierTitle={courierTitle}
            />
          ))}
        </ul>
        <div className="stack--3 reviews-more">
          <p className="reviews-more__count" aria-live="polite">
            {t('reviews.list.showing', { shown: items.length, total: totalCount })}
          </p>
          {reviews.isFetchNextPageError ? (
            <Alert tone="error" title={t('reviews.list.loadMoreFailed')}>
              {describeError(reviews.error, language)}
            </Alert>
          ) : null}
          {reviews.hasNextPage ? (
            <Button
              variant="secondary"
              loading={reviews.isFetchingNextPage}
              loadingLabel={t('reviews.list.loadingMore')}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchNextPageError ? t('common.tryAgain') : t('reviews.list.loadMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  let body: ReactNode;
  if (reviews.isPending) {
    body = <ReviewsSkeleton />;
  } else if (nothingAtAll) {
    body = <NoFeedbackYet />;
  } else {
    body = (
      <>
        {first ? (
          <RatingSummary
            summary={first.summary}
            filtered={narrowsBeyondRating(filters)}
            courier={word.singular}
            refreshing={reviews.isPlaceholderData}
          />
        ) : null}
        <ReviewFiltersBar
          filters={filters}
          onChange={setFilters}
          summary={first?.summary}
          branches={branches}
          today={today}
          courier={{ title: courierTitle, plural: word.plural }}
        />
        <div
          className={`reviews-results${reviews.isPlaceholderData ? ' is-refreshing' : ''}`}
          aria-busy={reviews.isFetching}
        >
          {results}
        </div>
      </>
    );
  }

  return (
    <div className="container page reviews-page">
      <PageHeader title={t('reviews.title')} subtitle={t('reviews.subtitle')} />
      {body}
    </div>
  );
}
