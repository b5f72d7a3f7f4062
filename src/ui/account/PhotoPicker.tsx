import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { AVATAR_ACCEPT, type avatarUploadMachine } from '../../machines/avatarUploadMachine';
import {
  selectAvatarError,
  selectAvatarPhase,
  selectAvatarProgress,
  selectCanCancelUpload,
  selectCanRetryUpload,
} from '../../machines/avatarUploadSelectors';
import { useAppServices } from '../app/services';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { ProgressMeter } from '../components/ProgressMeter';
import * as styles from './Profile.css';
import * as common from './Settings.css';

interface PhotoPickerProps {
  /** The avatar's upload, saving to the avatar or to a pet's photo (src/app/composeAccount.ts). */
  machine: typeof avatarUploadMachine;
  /** The current picture, or what stands in for it. */
  preview: ReactNode;
  hasPhoto: boolean;
  /** Whose photo, in the labels: "your photo", "Biscuit's photo". */
  whose: string;
  savedText: string;
  /** Told once a new photo is saved. */
  onSaved?(): void;
}

/** Why: the avatar and a pet's photo are chosen the same way — checked, uploaded with progress and saved — through one machine. */
export function PhotoPicker({ machine, preview, hasPhoto, whose, savedText, onSaved }: PhotoPickerProps) {
  const { inspect } = useAppServices();
  // The machine as given keeps its own `avatarSaved` (the avatar updates the header).
  const upload = useActorRef(onSaved ? machine.provide({ actions: { avatarSaved: onSaved } }) : machine, { inspect });
  const phase = useSelector(upload, selectAvatarPhase);
  const progress = useSelector(upload, selectAvatarProgress);
  const error = useSelector(upload, selectAvatarError);
  const canCancel = useSelector(upload, selectCanCancelUpload);
  const canRetry = useSelector(upload, selectCanRetryUpload);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is noticed.
    event.target.value = '';
    if (file) upload.send({ type: 'avatar.choose', file });
  }

  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.sectionTitle}>
        Photo
      </h2>
      <div className={styles.photoRow}>
        {preview}
        <div className={styles.photoControls}>
          <p className={common.lead}>A JPEG, PNG or WebP image of 2 MB or less.</p>
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_ACCEPT}
            aria-label="Photo file"
            tabIndex={-1}
            className={styles.fileInput}
            onChange={choose}
          />
          {phase === 'sending' ? (
            <div className={styles.uploading}>
              <ProgressMeter label={`Uploading ${whose}`} value={progress} />
              <span className={styles.percent}>{Math.round(progress * 100)}%</span>
              {canCancel && (
                <Button type="button" variant="secondary" onClick={() => upload.send({ type: 'avatar.cancel' })}>
                  Cancel
                </Button>
              )}
            </div>
          ) : (
            <div>
              <Button type="button" variant="secondary" onClick={() => fileInput.current?.click()}>
                {hasPhoto ? 'Change photo' : 'Choose a photo'}
              </Button>
            </div>
          )}
        </div>
      </div>
      {phase === 'done' && <InlineAlert tone="info">{savedText}</InlineAlert>}
      {phase === 'failed' && (
        <InlineAlert tone="error">
          {error || 'Not saved.'}{' '}
          {canRetry && (
            <button type="button" className={common.inlineAction} onClick={() => upload.send({ type: 'avatar.retry' })}>
              Try again
            </button>
          )}
        </InlineAlert>
      )}
    </section>
  );
}
