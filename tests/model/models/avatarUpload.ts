import type { SnapshotFrom } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { avatarUploadMachine } from '../../../src/machines/avatarUploadMachine';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof avatarUploadMachine>;

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
export const PICTURE = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
export const TOO_LARGE = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
export const TICKET = { upload_url: '/api/avatar/blob/up-1?signature=s', upload_id: 'up-1' };
export const SAVED_AVATAR = '/api/avatar/file/up-1.png';

const inState = (...values: Array<'idle' | 'requestingUpload' | 'uploading' | 'saving' | 'done' | 'failed'>) => (s: Snapshot) =>
  values.some((value) => s.matches(value));
// The upload reports all of its bytes sent as soon as the server takes them (before it answers).
const sent = (s: Snapshot) => s.matches('uploading') && s.context.progress === 1;

/** Settings → Profile → Photo: files refused here, by the server, a failed upload or save, retry and cancel. */
export const avatarUploadModel: MachineModel<Snapshot> = {
  machine: avatarUploadMachine,
  suite: 'avatarUpload',
  starts: [{ name: '', input: undefined }],
  events: [
    { name: 'chooses a picture', event: { type: 'avatar.choose', file: PICTURE }, when: inState('idle', 'done', 'failed'), to: 'requestingUpload' },
    // After a failed call too: refused here, so that file is not offered again.
    { name: 'chooses a picture over 2 MB', event: { type: 'avatar.choose', file: TOO_LARGE }, when: (s) => s.matches('idle') || (s.matches('failed') && s.context.retryable), to: 'failed' },
    { name: 'the server gives an upload address', event: { type: 'xstate.done.actor.requestUpload', output: TICKET }, when: inState('requestingUpload'), to: 'uploading' },
    {
      name: 'the server refuses the file',
      event: { type: 'xstate.error.actor.requestUpload', error: new EnvelopeError('Try again later', 503, 50300) },
      when: inState('requestingUpload'),
      to: 'failed',
    },
    { name: 'cancels', event: { type: 'avatar.cancel' }, when: (s) => s.matches('requestingUpload') || sent(s), to: 'idle' },
    { name: 'the bytes go out', event: { type: 'avatar.progress', fraction: 1 }, when: (s) => s.matches('uploading') && s.context.progress === 0, to: 'uploading' },
    { name: 'the upload ends', event: { type: 'xstate.done.actor.uploadFile', output: null }, when: sent, to: 'saving' },
    { name: 'the upload breaks off', event: { type: 'xstate.error.actor.uploadFile', error: new Error('The upload failed') }, when: sent, to: 'failed' },
    { name: 'the server saves it', event: { type: 'xstate.done.actor.saveAvatar', output: SAVED_AVATAR }, when: inState('saving'), to: 'done' },
    {
      name: 'the server cannot save it',
      event: { type: 'xstate.error.actor.saveAvatar', error: new EnvelopeError('Try again later', 503, 50300) },
      when: inState('saving'),
      to: 'failed',
    },
    { name: 'tries again', event: { type: 'avatar.retry' }, when: (s) => s.matches('failed') && s.context.retryable, to: 'requestingUpload' },
  ],
  serializeState: (s) =>
    JSON.stringify({ value: s.value, progress: s.context.progress, error: s.context.error, file: s.context.file?.name ?? null }),
};
