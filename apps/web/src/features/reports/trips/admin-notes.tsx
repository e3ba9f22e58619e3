import type { ReportTrip } from '@rutaviva/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PencilIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { useUpdateAdminNotes } from '../api/update-admin-notes';
import './admin-notes.css';

/** AdminNotesSchema's limit (packages/domain trips.ts). */
const MAX_NOTES = 2000;

/**
 * The admin's notes on one trip, edited in place: click, type, Enter saves (Shift+Enter for a new
 * line), Escape cancels. The row shows the new text at once; if the save fails the old text comes
 * back and the editor reopens with what was typed, so nothing is lost.
 */
export function AdminNotes({ trip }: { trip: ReportTrip }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = useUpdateAdminNotes();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const notes = trip.admin_notes ?? '';

  useEffect(() => {
    if (!editing) return;
    const field = textarea.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [editing]);

  const open = () => {
    setDraft(notes);
    setError(null);
    setEditing(true);
  };

  const close = () => {
    setEditing(false);
    setError(null);
    // Focus goes back to the notes, so a keyboard user keeps their place in the table.
    requestAnimationFrame(() => opener.current?.focus());
  };

  const save = () => {
    const value = draft.trim();
    if (value === notes.trim()) return close();
    close();
    update.mutate(
      { generatedTripId: trip.generated_trip_id, adminNotes: value },
      {
        onError: (failure) => {
          setDraft(value);
          setError(describeError(failure, language));
          setEditing(true);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (editing) {
    return (
      <div className="notes notes--editing" data-testid="admin-notes" data-state="editing">
        <textarea
          ref={textarea}
          className="input notes__input"
          value={draft}
          maxLength={MAX_NOTES}
          rows={3}
          aria-label={t('reports.notes.label')}
          aria-describedby={`notes-hint-${trip.generated_trip_id}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {error ? (
          <p className="notes__error" role="alert">
            {t('reports.notes.failed')} {error}
          </p>
        ) : null}
        <div className="notes__actions">
          <Button size="sm" onClick={save}>
            {t('reports.notes.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
        </div>
        <p className="notes__hint" id={`notes-hint-${trip.generated_trip_id}`}>
          {t('reports.notes.hint')}
        </p>
      </div>
    );
  }

  return (
    <div className="notes" data-testid="admin-notes" data-state={update.isPending ? 'saving' : 'idle'}>
      <button
        ref={opener}
        type="button"
        className={`notes__view${notes ? '' : ' notes__view--empty'}`}
        onClick={open}
        aria-label={notes ? `${t('reports.notes.edit')}: ${notes}` : t('reports.notes.add')}
      >
        {notes ? <span className="notes__text">{notes}</span> : <span>{t('reports.notes.add')}</span>}
        <span className="notes__icon" aria-hidden="true">
          {update.isPending ? <Spinner size={14} /> : <PencilIcon size={14} />}
        </span>
      </button>
      {update.isPending ? <span className="visually-hidden">{t('reports.notes.saving')}</span> : null}
    </div>
  );
}
