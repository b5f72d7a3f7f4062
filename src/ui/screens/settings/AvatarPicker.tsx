import { useActorRef, useSelector } from '@xstate/react';
import { useRef, type ChangeEvent } from 'react';
import type { UserInfo } from '../../../domain/user';
import { AVATAR_ACCEPT } from '../../../machines/avatarUploadMachine';
import {
  selectAvatarError,
  selectAvatarPhase,
  selectAvatarProgress,
  selectCanCancelUpload,
  selectCanRetryUpload,
} from '../../../machines/avatarUploadSelectors';
import { useAppServices } from '../../app/services';
import { Button } from '../../components/Button';
import { InlineAlert } from '../../components/InlineAlert';
import { ProgressMeter } from '../../components/ProgressMeter';
import { useAccount } from '../../services/useAccount';
import { LargeAvatar } from './parts';
import * as styles from './Profile.css';
import * as common from './Settings.css';

/** The profile photo: choose a picture; it is checked, uploaded with progress and saved. */
export function AvatarPicker({ user }: { user: UserInfo }) {
  const { inspect } = useAppServices();
  const upload = useActorRef(useAccount().avatarUpload, { inspect });
  const phase = useSelector(upload, selectAvatarPhase);
  const progress = useSelector(upload, selectAvatarProgress);
  const error = useSelector(upload, selectAvatarError);
  const canCancel = useSelector(upload, selectCanCancelUpload);
  const canRetry = useSelector(upload, selectCanRetryUpload);
  const fileInput = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is noticed.
    event.target.value = '';
    if (file) upload.send({ type: 'avatar.choose', file });
  }

  return (
    <section className={common.section} aria-labelledby="photo-title">
      <h2 id="photo-title" className={common.sectionTitle}>
        Photo
      </h2>
      <div className={styles.photoRow}>
        <LargeAvatar user={user} />
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
              <ProgressMeter label="Uploading your photo" value={progress} />
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
                {user.avatar ? 'Change photo' : 'Choose a photo'}
              </Button>
            </div>
          )}
        </div>
      </div>
      {phase === 'done' && <InlineAlert tone="info">Your new photo is saved.</InlineAlert>}
      {phase === 'failed' && (
        <InlineAlert tone="error">
          {error}{' '}
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
