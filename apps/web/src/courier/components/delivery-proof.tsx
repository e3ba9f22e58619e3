import { MAX_RECIPIENT_NAME_LENGTH } from '@rutaviva/domain';
import { useEffect, useRef, useState } from 'react';
import { CameraIcon, CloseIcon } from '../../components/icons';
import { useI18n } from '../i18n';
import { resizePhoto } from '../lib/photo-resize';
import type { StopProof } from '../lib/stop-entries';
import './delivery-proof.css';

/** What the stop form holds: the photo is still being resized while `photo` is pending. */
export interface ProofDraft {
  photo: Promise<Blob | null> | null;
  takenAt: number | null;
  recipientName: string;
}

export const EMPTY_PROOF: ProofDraft = { photo: null, takenAt: null, recipientName: '' };

/** A resize that has not finished in this long is given up: the stop goes without the photo. */
const RESIZE_TIMEOUT_MS = 10_000;

/** The proof as the tracker queues it, once the resize is done (or given up). */
export async function readyProof(draft: ProofDraft): Promise<StopProof> {
  const photo = draft.photo
    ? await Promise.race([
        draft.photo,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), RESIZE_TIMEOUT_MS)),
      ])
    : null;
  return { photo, takenAt: draft.takenAt ?? undefined, recipientName: draft.recipientName };
}

/**
 * Issue 15, the optional proof of delivery at "Stop delivery": a photo from the phone's camera
 * (through the browser's file input) and who received the parcel. Neither is ever required.
 */
export function DeliveryProofFields({
  draft,
  onChange,
}: {
  draft: ProofDraft;
  onChange: (draft: ProofDraft) => void;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(file: File | undefined) {
    if (!file) return;
    setFailed(false);
    const photo = resizePhoto(file).catch((error: unknown) => {
      console.warn('The delivery photo could not be read', error);
      setFailed(true);
      return null;
    });
    void photo.then((blob) => setPreview(blob ? URL.createObjectURL(blob) : null));
    onChange({ ...draft, photo, takenAt: Math.floor(Date.now() / 1000) });
  }

  function remove() {
    setPreview(null);
    if (input.current) input.current.value = '';
    onChange({ ...draft, photo: null, takenAt: null });
  }

  return (
    <div className="c-proof">
      <div className="c-proof__photo">
        {preview ? (
          <div className="c-proof__preview">
            <img src={preview} alt={t('proof.preview')} width={96} height={72} />
            <button type="button" className="c-proof__remove" onClick={remove}>
              <CloseIcon size={18} />
              <span>{t('proof.remove')}</span>
            </button>
          </div>
        ) : null}
        <label className="btn btn--secondary c-proof__take">
          <CameraIcon size={22} />
          <span>{t(preview ? 'proof.retake' : 'proof.take')}</span>
          <input
            ref={input}
            className="c-proof__input"
            type="file"
            accept="image/*"
            capture="environment"
            data-testid="proof-photo"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
        {failed ? (
          <p className="field__error" role="alert">
            {t('proof.failed')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="proof-recipient">
          {t('proof.recipient')} <span className="field__optional">({t('trip.optional')})</span>
        </label>
        <input
          id="proof-recipient"
          className="input"
          autoComplete="off"
          maxLength={MAX_RECIPIENT_NAME_LENGTH}
          value={draft.recipientName}
          onChange={(event) => onChange({ ...draft, recipientName: event.target.value })}
        />
      </div>
      <p className="field__hint">{t('proof.hint')}</p>
    </div>
  );
}
