import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { createAccountBackend } from '../support/accountHandlers';
import { fail, ok } from '../support/sessionHandlers';
import { avatarUploadModel, SAVED_AVATAR, TICKET, TOO_LARGE } from './models/avatarUpload';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

/** The avatar picker on Settings → Profile: the announce and save calls are scripted, the bytes' PUT held. */

const REQUEST_UPLOAD = '/api/avatar/upload';
const SAVE = '/api/avatar/save';

/**
 * The upload address takes the bytes at once (so the picker shows them all sent) and holds
 * its answer's body until the path says how the upload ends.
 */
let heldUpload: ReadableStreamDefaultController<Uint8Array> | null = null;
const uploadAddress = http.put('/api/avatar/blob/:id', () => {
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (heldUpload = controller) });
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
});

function answerUpload(envelope: object) {
  heldUpload?.enqueue(new TextEncoder().encode(JSON.stringify(envelope)));
  heldUpload?.close();
}

const progressBar = () => screen.queryByRole('progressbar', { name: 'Uploading your photo' });

async function showsSending(s: AnySnapshot) {
  expect(await screen.findByRole('progressbar', { name: 'Uploading your photo' })).toBeInTheDocument();
  if (s.context.progress === 1) expect(await screen.findByText('100%')).toBeInTheDocument();
}

describeScreenSuite({
  model: avatarUploadModel,
  page: () => '/settings/account/profile',
  scripted: [REQUEST_UPLOAD, SAVE],
  handlers: [uploadAddress, ...createAccountBackend().handlers],
  prepare() {
    heldUpload = null;
  },
  answerFor(event) {
    if (event.type === 'xstate.done.actor.requestUpload') return { endpoint: REQUEST_UPLOAD, answer: () => ok(TICKET) };
    if (event.type === 'xstate.error.actor.requestUpload') return { endpoint: REQUEST_UPLOAD, answer: () => fail(503, 50300, 'Try again later') };
    if (event.type === 'xstate.done.actor.saveAvatar') return { endpoint: SAVE, answer: () => ok({ avatar_img: SAVED_AVATAR }) };
    if (event.type === 'xstate.error.actor.saveAvatar') return { endpoint: SAVE, answer: () => fail(503, 50300, 'Try again later') };
    return null;
  },
  drive: {
    'avatar.choose': async (event) => person.upload(await screen.findByLabelText('Photo file'), event.file as File),
    'avatar.cancel': async () => person.click(await screen.findByRole('button', { name: 'Cancel' })),
    'avatar.retry': async () => person.click(await screen.findByRole('button', { name: 'Try again' })),
    // Reported by the upload itself once the address took the bytes: nothing to do but watch.
    async 'avatar.progress'() {
      expect(await screen.findByText('100%')).toBeInTheDocument();
    },
    'xstate.done.actor.uploadFile': async () => answerUpload({ code: 200, message: 'ok', data: null }),
    'xstate.error.actor.uploadFile': async () => answerUpload({ code: 50300, message: 'The upload failed', data: null }),
  },
  shows: {
    async idle() {
      expect(await screen.findByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
      expect(progressBar()).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    requestingUpload: async (s) => {
      await showsSending(s);
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    },
    uploading: async (s) => {
      await showsSending(s);
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    },
    async saving(s) {
      await showsSending(s);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    },
    async done() {
      expect(await screen.findByText('Your new photo is saved.')).toBeInTheDocument();
      expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute('src', SAVED_AVATAR);
      // The person's pictures (header and page) now show the saved one.
      expect(await screen.findByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    },
    async failed(s, before) {
      if (s.context.file === TOO_LARGE) {
        // Refused here, before anything is sent: another file, not the same one again.
        expect(await screen.findByText('Choose an image of 2 MB or less')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      } else {
        // The server's reason (or the upload's) is the toast's (spec §8); the page says not
        // saved, and the same file may be tried again.
        const why = before.at(-1)?.event.type === 'xstate.error.actor.uploadFile' ? 'The upload failed' : 'Try again later';
        expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(/^Not saved\. Try again$/);
        expect((await screen.findAllByText(why, { selector: 'li *' })).length).toBeGreaterThan(0);
        expect(within(screen.getByRole('main')).queryByText(why)).not.toBeInTheDocument();
      }
    },
  },
  transient: ['checkingFile'],
});
