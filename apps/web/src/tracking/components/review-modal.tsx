import './review-modal.css';
import { type FormEvent, useId, useState } from 'react';
import { useModalDialog } from '../../lib/modal-dialog';
import { type MessageKey, useT } from '../i18n';
import type { Review, ReviewResult } from '../lib/api';

/** SPEC §3 "Review choices", in the API's order. */
const CHOICES = ['product', 'tracking_and_notifications', 'service', 'courier', 'delivery_time'] as const;
/** SPEC §9 "Ratings": 1 bad (sad face), 2 okay (neutral), 3 excellent (happy). */
const FACES = [
  { rating: 1, face: '😞' },
  { rating: 2, face: '😐' },
  { rating: 3, face: '😄' },
] as const;

interface Props {
  open: boolean;
  onClose: () => void;
  submit: (review: Review) => Promise<ReviewResult>;
  onSaved: (rating: number) => void;
}

const MESSAGES: Record<Exclude<ReviewResult, 'saved'>, MessageKey> = {
  already_reviewed: 'review.alreadyReviewed',
  failed: 'review.failed',
};

export function ReviewModal({ open, onClose, submit, onSaved }: Props) {
  const { t } = useT();
  const dialog = useModalDialog(open);
  const titleId = useId();
  const [rating, setRating] = useState<1 | 2 | 3 | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [remarks, setRemarks] = useState('');
  const [improvement, setImprovement] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);

  const toggle = (choice: string) =>
    setSelected((current) =>
      current.includes(choice) ? current.filter((each) => each !== choice) : [...current, choice],
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setError('review.pickRating');
      return;
    }
    setSending(true);
    setError(null);
    const review: Review = { rating, selected };
    if (remarks.trim()) review.remarks = remarks.trim();
    if (improvement.trim()) review.improvement = improvement.trim();
    const result = await submit(review);
    setSending(false);
    if (result === 'saved') onSaved(rating);
    else setError(MESSAGES[result]);
  };

  return (
    <dialog ref={dialog} className="tp-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form className="tp-review" onSubmit={onSubmit} noValidate>
        <h2 id={titleId}>{t('review.title')}</h2>
        <fieldset className="tp-faces">
          <legend className="visually-hidden">{t('review.title')}</legend>
          {FACES.map(({ rating: value, face }) => (
            <button
              key={value}
              type="button"
              className="tp-face"
              aria-pressed={rating === value}
              onClick={() => {
                setRating(value);
                setError(null);
              }}
            >
              <span aria-hidden="true">{face}</span>
              {t(`review.rating_${value}`)}
            </button>
          ))}
        </fieldset>
        {rating !== null && (
          <fieldset className="tp-choices">
            <legend>{t(rating === 3 ? 'review.choicesGood' : 'review.choicesBad')}</legend>
            {CHOICES.map((choice) => (
              <button
                key={choice}
                type="button"
                className="tp-chip"
                aria-pressed={selected.includes(choice)}
                onClick={() => toggle(choice)}
              >
                {t(`review.choice.${choice}`)}
              </button>
            ))}
          </fieldset>
        )}
        <label className="tp-field">
          {t('review.remarks')}
          <textarea value={remarks} maxLength={2000} rows={3} onChange={(e) => setRemarks(e.target.value)} />
        </label>
        <label className="tp-field">
          {t('review.improvement')}
          <textarea
            value={improvement}
            maxLength={2000}
            rows={2}
            onChange={(e) => setImprovement(e.target.value)}
          />
        </label>
        {error && (
          <p className="tp-error" role="alert">
            {t(error)}
          </p>
        )}
        <div className="tp-actions">
          <button type="button" className="tp-button tp-button-quiet" onClick={onClose}>
            {t('review.close')}
          </button>
          <button type="submit" className="tp-button" disabled={sending}>
            {t(sending ? 'review.sending' : 'review.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
