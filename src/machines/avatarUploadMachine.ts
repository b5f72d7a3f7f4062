import { assign, fromPromise, setup } from 'xstate';
import { AVATAR_TYPES, avatarUploadRequestSchema } from '../api/contract/account';
import { messageInPlace } from './failure';

/** Where to PUT the file's bytes (`POST /api/avatar/upload`). */
export interface UploadTicket {
  upload_url: string;
  upload_id: string;
}

export interface AvatarUploadContext {
  file: File | null;
  /** Sent so far, from 0 to 1. */
  progress: number;
  ticket: UploadTicket | null;
  error: string | null;
  /** A call failed (not the file check): the same file may be tried again. */
  retryable: boolean;
}

export type AvatarUploadEvent =
  | { type: 'avatar.choose'; file: File }
  | { type: 'avatar.cancel' }
  | { type: 'avatar.retry' }
  /** Reported by the upload while the bytes go out. */
  | { type: 'avatar.progress'; fraction: number };

/** The picture types an avatar may be, for a file picker's `accept`. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** Why the server would refuse this file (the contract's own check), or null. */
export function avatarFileProblem(file: File): string | null {
  const checked = avatarUploadRequestSchema.safeParse({ file_name: file.name, content_type: file.type, size: file.size });
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Choose another image');
}

/** A call failed: the reason is shown, and the same file may be tried again. */
const failedCall = {
  target: '#avatarUpload.failed',
  actions: { type: 'showCallFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
};

const chooseFile = {
  target: '#avatarUpload.checkingFile',
  actions: { type: 'keepFile' as const, params: ({ event }: { event: { file: File } }) => ({ file: event.file }) },
};

/**
 * A new avatar: the file is checked here (type and size), announced to the server, its
 * bytes PUT to the address the server gave (no credentials) with progress, then saved.
 */
export const avatarUploadMachine = setup({
  types: {
    context: {} as AvatarUploadContext,
    events: {} as AvatarUploadEvent,
  },
  actors: {
    requestUpload: fromPromise<UploadTicket, { file: File }>(() => Promise.reject(new Error('provide "requestUpload"'))),
    uploadFile: fromPromise<unknown, { url: string; file: File; onProgress: (fraction: number) => void }>(() => Promise.reject(new Error('provide "uploadFile"'))),
    saveAvatar: fromPromise<string, { uploadId: string }>(() => Promise.reject(new Error('provide "saveAvatar"'))),
  },
  actions: {
    // Provided by the composition root: the header shows the new picture.
    avatarSaved: (_, _params: { avatar: string }) => {},
    keepFile: assign({ file: (_, params: { file: File }) => params.file }),
    showCallFailure: assign({ error: (_, params: { error: unknown }) => messageInPlace(params.error), retryable: true }),
  },
  guards: {
    isAcceptableFile: ({ context }) => context.file !== null && avatarFileProblem(context.file) === null,
    canRetry: ({ context }) => context.retryable,
  },
}).createMachine({
  id: 'avatarUpload',
  description: 'The person picks a picture; it is checked, uploaded with progress and saved as their avatar.',
  initial: 'idle',
  context: { file: null, progress: 0, ticket: null, error: null, retryable: false },
  states: {
    idle: {
      description: 'Waiting for the person to choose a picture.',
      on: { 'avatar.choose': { ...chooseFile, description: 'A picture was chosen.' } },
    },
    checkingFile: {
      description: 'Is it a JPEG, PNG or WebP image of 2 MB or less? Checked before anything is sent.',
      entry: assign({ progress: 0, ticket: null, error: null, retryable: false }),
      always: [
        { guard: 'isAcceptableFile', target: 'requestingUpload', description: 'The file may be uploaded.' },
        {
          target: 'failed',
          actions: assign({ error: ({ context }) => (context.file ? avatarFileProblem(context.file) : null) }),
          description: 'Wrong type, empty or too large: the reason is shown; another file may be chosen.',
        },
      ],
    },
    requestingUpload: {
      description: 'Asking where to upload the file (POST /api/avatar/upload).',
      on: { 'avatar.cancel': { target: 'idle', description: 'The person gives up.' } },
      invoke: {
        id: 'requestUpload',
        src: 'requestUpload',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: {
          target: 'uploading',
          actions: assign({ ticket: ({ event }) => event.output }),
          description: 'The server gave an upload address.',
        },
        onError: { ...failedCall, description: 'The server refused the file or could not be reached.' },
      },
    },
    uploading: {
      description: 'Sending the bytes to the upload address, without credentials; progress is shown.',
      on: {
        'avatar.progress': {
          actions: assign({ progress: ({ event }) => event.fraction }),
          description: 'More of the file went out.',
        },
        'avatar.cancel': { target: 'idle', description: 'The person stops the upload; it is aborted.' },
      },
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, self }) => ({
          url: context.ticket?.upload_url ?? '',
          file: context.file as File,
          onProgress: (fraction: number) => self.send({ type: 'avatar.progress', fraction }),
        }),
        onDone: { target: 'saving', actions: assign({ progress: 1 }), description: 'All of the file arrived.' },
        onError: { ...failedCall, description: 'The upload failed.' },
      },
    },
    saving: {
      description: 'Making the uploaded picture the avatar (POST /api/avatar/save).',
      invoke: {
        id: 'saveAvatar',
        src: 'saveAvatar',
        input: ({ context }) => ({ uploadId: context.ticket?.upload_id ?? '' }),
        onDone: {
          target: 'done',
          // The header shows it (the composition root's action); nothing here reads it again.
          actions: { type: 'avatarSaved', params: ({ event }) => ({ avatar: event.output }) },
          description: 'Saved: the header shows the new picture.',
        },
        onError: { ...failedCall, description: 'The picture could not be saved.' },
      },
    },
    done: {
      description: 'The new avatar is saved.',
      on: { 'avatar.choose': { ...chooseFile, description: 'Another picture was chosen.' } },
    },
    failed: {
      description: 'Not saved; the reason is shown. Another file may be chosen, or a failed call tried again.',
      on: {
        'avatar.choose': { ...chooseFile, description: 'Another picture was chosen.' },
        'avatar.retry': { guard: 'canRetry', target: 'checkingFile', description: 'The same picture is tried again.' },
      },
    },
  },
});
