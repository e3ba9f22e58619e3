import { type ReviewList, ReviewListSchema } from '@rutaviva/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { type ReviewFilters, reviewsQuery } from '../review-filters';

/** Reviews per request; "Load more" asks for the next page. */
export const REVIEWS_PAGE_SIZE = 20;

export const reviewsKey = ['reviews'] as const;

/**
 * GET /api/reviews?start_date&end_date&branch_id&courier_id&rating&page&page_size&tz → newest
 * first, with the rating split of every review the other filters match.
 */
async function getReviews(
  filters: ReviewFilters,
  timeZone: string,
  page: number,
  signal: AbortSignal,
): Promise<ReviewList> {
  const query = { ...reviewsQuery(filters, timeZone), page, page_size: REVIEWS_PAGE_SIZE };
  return parseResponse(ReviewListSchema, await api.get('/api/reviews', { query, signal }));
}

/** The pages loaded so far; the previous list stays on screen while new filters load. */
export function useReviews(filters: ReviewFilters, timeZone: string) {
  return useInfiniteQuery({
    queryKey: [...reviewsKey, filters, timeZone],
    queryFn: ({ pageParam, signal }) => getReviews(filters, timeZone, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total_count && last.reviews.length > 0 ? last.page + 1 : undefined,
    placeholderData: keepPreviousData,
  });
}
