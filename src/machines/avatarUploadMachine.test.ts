import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EnvelopeError } from '../api/errors';
import { avatarFileProblem, avatarUploadMachine } from './avatarUploadMachine';

const png = (bytes = 8, name = 'me.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

function start(overrides: { upload?: (input: { onProgress: (fraction: number) => void; signal: AbortSignal }) => Promise<unknown> } = {}) {
  const avatarSaved = vi.fn();
  const requestUpload = vi.fn(async () => ({ upload_url: '/api/avatar/blob/u1?signature=s', upload_id: 'u1' }));
  const saveAvatar = vi.fn(async () => '/api/avatar/file/u1.png');
  const uploadFile = vi.fn(
    overrides.upload ??
      (async ({ onProgress }: { onProgress: (fraction: number) => void }) => {
        onProgress(0.5);
        onProgress(1);
        return null;
      }),
  );
  const actor = createActor(
    avatarUploadMachine.provide({
      actors: {
        requestUpload: fromPromise(requestUpload),
        uploadFile: fromPromise(({ input, signal }) => uploadFile({ onProgress: input.onProgress, signal })),
        saveAvatar: fromPromise(saveAvatar),
      },
      actions: { avatarSaved: (_, { avatar }) => avatarSaved(avatar) },
    }),
  ).start();
  return { actor, avatarSaved, requestUpload, uploadFile, saveAvatar };
}

describe('avatarFileProblem', () => {
  it('uses the contract’s rules: type, empty, size', () => {
    expect(avatarFileProblem(png())).toBeNull();
    expect(avatarFileProblem(png(8, 'me.gif', 'image/gif'))).toBe('Choose a JPEG, PNG or WebP image');
    expect(avatarFileProblem(png(0))).toBe('The file is empty');
    expect(avatarFileProblem(png(2 * 1024 * 1024 + 1))).toBe('Choose an image of 2 MB or less');
  });
});

describe('avatarUploadMachine', () => {
  it('checks, requests an address, uploads with progress, saves and reports the new avatar', async () => {
    const { actor, avatarSaved, requestUpload, saveAvatar } = start();
    const progress: number[] = [];
    actor.subscribe((s) => progress.push(s.context.progress));
    actor.send({ type: 'avatar.choose', file: png() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(requestUpload).toHaveBeenCalledOnce();
    expect(saveAvatar).toHaveBeenCalledWith(expect.objectContaining({ input: { uploadId: 'u1' } }));
    expect(progress).toEqual(expect.arrayContaining([0.5, 1]));
    expect(avatarSaved).toHaveBeenCalledWith('/api/avatar/file/u1.png');
  });

  it('refuses a wrong file before sending anything, and offers no retry of it', () => {
    const { actor, requestUpload } = start();
    actor.send({ type: 'avatar.choose', file: png(8, 'me.gif', 'image/gif') });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Choose a JPEG, PNG or WebP image');
    expect(actor.getSnapshot().can({ type: 'avatar.retry' })).toBe(false);
    expect(requestUpload).not.toHaveBeenCalled();
  });

  it('a failed upload may be retried with the same file; the toast said why, not the page (spec §8)', async () => {
    let fail = true;
    const { actor, avatarSaved } = start({
      upload: async () => {
        if (fail) throw new EnvelopeError('The upload link is invalid or has expired', 403, 40300);
        return null;
      },
    });
    actor.send({ type: 'avatar.choose', file: png() });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('');
    fail = false;
    actor.send({ type: 'avatar.retry' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(avatarSaved).toHaveBeenCalledOnce();
  });

  it('cancel stops the upload and aborts it', async () => {
    let seenSignal: AbortSignal | undefined;
    const { actor, avatarSaved } = start({
      upload: ({ signal }) => {
        seenSignal = signal;
        return new Promise(() => {});
      },
    });
    actor.send({ type: 'avatar.choose', file: png() });
    await waitFor(actor, (s) => s.matches('uploading'));
    await vi.waitFor(() => expect(seenSignal).toBeDefined());
    actor.send({ type: 'avatar.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(seenSignal?.aborted).toBe(true);
    expect(avatarSaved).not.toHaveBeenCalled();
  });
});
