import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { EntryLink } from '../../components/entry-link';
import { FaceHappyIcon, SendIcon } from '../../components/icons';
import { LoadingShape } from '../../components/list-skeleton';
import { EmptyState } from '../../components/state-message';
import { paths } from '../../lib/paths';
import './review-states.css';

/** The shape of the summary and of three cards while the first page loads. */
export function ReviewsSkeleton() {
  return (
    <LoadingShape className="stack">
      <div className="panel panel--flat stack--4 reviews-skeleton__summary" aria-hidden="true">
        <span className="skeleton reviews-skeleton__line reviews-skeleton__line--short" />
        <span className="skeleton reviews-skeleton__bar" />
      </div>
      <div className="stack--4 reviews-skeleton__cards" aria-hidden="true">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="panel panel--flat reviews-skeleton__card">
            <span className="skeleton reviews-skeleton__face" />
            <span className="stack reviews-skeleton__lines">
              <span className="skeleton reviews-skeleton__line" />
              <span className="skeleton reviews-skeleton__line reviews-skeleton__line--short" />
              <span className="skeleton reviews-skeleton__line reviews-skeleton__line--long" />
            </span>
          </div>
        ))}
      </div>
    </LoadingShape>
  );
}

/** No review at all yet: how customers rate, and how to see it for yourself. */
export function NoFeedbackYet() {
  const { t } = useTranslation();
  return (
    <EmptyState
      className="reviews-empty"
      icon={<FaceHappyIcon size={32} />}
      iconTone="tone-success"
      title={t('reviews.empty.title')}
      body={t('reviews.empty.body')}
    >
      <div className="button-row button-row--center">
        <ButtonLink to={paths.demoSms} icon={<SendIcon size={18} />}>
          {t('reviews.empty.sample')}
        </ButtonLink>
        {/* Another entry of the site (t.html), so a full page load, not a client-side route. */}
        <EntryLink href={paths.trackDemo} variant="secondary">
          {t('reviews.empty.tracking')}
        </EntryLink>
      </div>
    </EmptyState>
  );
}

/** Reviews exist, but none for these filters. */
export function NoMatchingFeedback({ courier, onClear }: { courier: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      className="reviews-empty reviews-empty--filtered"
      title={t('reviews.noMatch.title')}
      body={t('reviews.noMatch.body', { courier })}
    >
      <Button variant="secondary" onClick={onClear}>
        {t('reviews.filters.clear')}
      </Button>
    </EmptyState>
  );
}
