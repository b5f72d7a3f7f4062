import type { SnapshotFrom } from 'xstate';
import type { avatarUploadMachine } from './avatarUploadMachine';

type AvatarUploadSnapshot = SnapshotFrom<typeof avatarUploadMachine>;

export type AvatarUploadPhase = 'idle' | 'sending' | 'done' | 'failed';

/** What the avatar picker shows: nothing going on, a file on its way, saved, or why not. */
export function selectAvatarPhase(snapshot: AvatarUploadSnapshot): AvatarUploadPhase {
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('idle')) return 'idle';
  return 'sending';
}

export const selectAvatarProgress = (snapshot: AvatarUploadSnapshot) => snapshot.context.progress;
export const selectAvatarError = (snapshot: AvatarUploadSnapshot) => snapshot.context.error;
export const selectCanCancelUpload = (snapshot: AvatarUploadSnapshot) => snapshot.can({ type: 'avatar.cancel' });
export const selectCanRetryUpload = (snapshot: AvatarUploadSnapshot) => snapshot.can({ type: 'avatar.retry' });
