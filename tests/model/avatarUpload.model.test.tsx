import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAccountBackend } from '../support/accountHandlers';
import { fail, ok } from '../support/sessionHandlers';
import type { PathStep, RecordedCall } from './harness';
import { avatarUploadModel, SAVED_AVATAR, TICKET, TOO_LARGE } from './models/avatarUpload';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry, pathsOrNone } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

/** The avatar picker on Settings → Profile: the announce and save calls are scripted, the bytes' PUT held. */

const REQUEST_UPLOAD = '/api/avatar/upload';
const SAVE = '/api/avatar/save';

/**
 * The upload address takes the bytes at once (so the picker shows them all sent) and holds
 * its answer's body until the path says how the upload ends.
 */
let heldUpload: ReadableStreamDefaultController<Uint8Array> | null = null;
/** The bytes' PUTs of this path, as the upload address received them. */
let puts: Array<{ url: string; token: string | null; type: string | null }> = [];
const uploadAddress = http.put('/api/avatar/blob/:id', ({ request }) => {
  const url = new URL(request.url);
  puts.push({ url: url.pathname + url.search, token: request.headers.get('Authorization'), type: request.headers.get('Content-Type') });
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (heldUpload = controller) });
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
});

function answerUpload(envelope: object) {
  heldUpload?.enqueue(new TextEncoder().encode(JSON.stringify(envelope)));
  heldUpload?.close();
}

const progressBar = () => screen.queryByRole('progressbar', { name: 'Uploading your photo' });

type Steps = Array<PathStep<AnySnapshot, ModelEvent>>;

/** The steps since the person last chose a file or tried again: this attempt's. */
const sinceLastTry = (before: Steps) =>
  before.slice(before.map(({ event }) => event.type === 'avatar.choose' || event.type === 'avatar.retry').lastIndexOf(true));
/** The file the person chose last. */
const chosenFile = (before: Steps) => before.filter(({ event }) => event.type === 'avatar.choose').at(-1)?.event.file as File;

/** Each try starts at 0 %; once the upload reported its bytes sent, 100 %. */
async function showsSending(before: Steps) {
  expect(await screen.findByRole('progressbar', { name: 'Uploading your photo' })).toBeInTheDocument();
  const sent = sinceLastTry(before).some(({ event }) => event.type === 'avatar.progress');
  if (sent) expect(await screen.findByText('100%')).toBeInTheDocument();
  else if (before.at(-1)?.event.type !== 'xstate.done.actor.requestUpload') expect(await screen.findByText('0%')).toBeInTheDocument();
}

describeScreenSuite({
  model: avatarUploadModel,
  page: () => '/settings/account/profile',
  scripted: [REQUEST_UPLOAD, SAVE],
  token: () => 'token-demo',
  handlers: [uploadAddress, ...createAccountBackend().handlers],
  prepare() {
    heldUpload = null;
    puts = [];
  },
  answerFor(event, _later, before) {
    // The chosen file is announced by its name, type and size; the save names the upload the server gave.
    const file = chosenFile(before);
    const announces = (call: RecordedCall) => expect(call.body).toEqual({ file_name: file.name, content_type: file.type, size: file.size });
    const saves = (call: RecordedCall) => expect(call.body).toEqual({ upload_id: TICKET.upload_id });
    if (event.type === 'xstate.done.actor.requestUpload') return { endpoint: REQUEST_UPLOAD, answer: () => ok(TICKET), asks: announces };
    if (event.type === 'xstate.error.actor.requestUpload') return { endpoint: REQUEST_UPLOAD, answer: () => fail(503, 50300, 'Try again later'), asks: announces };
    if (event.type === 'xstate.done.actor.saveAvatar') return { endpoint: SAVE, answer: () => ok({ avatar_img: SAVED_AVATAR }), asks: saves };
    if (event.type === 'xstate.error.actor.saveAvatar') return { endpoint: SAVE, answer: () => fail(503, 50300, 'Try again later'), asks: saves };
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
    requestingUpload: async (_, before) => {
      await showsSending(before);
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    },
    uploading: async (_, before) => {
      await showsSending(before);
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    },
    async saving(_, before) {
      await showsSending(before);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
      // The bytes went to the address the server gave, as the chosen file, without the person's token.
      expect(puts.at(-1)).toMatchObject({ url: TICKET.upload_url, token: null, type: chosenFile(before).type });
    },
    async done() {
      expect(await screen.findByText('Your new photo is saved.')).toBeInTheDocument();
      expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute('src', SAVED_AVATAR);
      // The person's pictures (header and page) now show the saved one.
      expect(await screen.findByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    },
    async failed(_, before) {
      if (chosenFile(before) === TOO_LARGE) {
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

describe('avatarUpload model', () => {
  itPlansEveryEntry(avatarUploadModel);

  // Each entry is in a path, but a machine that stopped taking a new picture in one of these
  // states would only drop that path: the plan must choose one in each.
  it('a picture may be chosen at first, after one is saved and after a failure', () => {
    const choosesIn = new Set(
      pathsOrNone(avatarUploadModel).flatMap(({ steps }) =>
        steps.flatMap((step, index) => (step.event.type === 'avatar.choose' ? [steps[index - 1]!.stateKey] : [])),
      ),
    );
    expect([...choosesIn].sort()).toEqual(['done', 'failed', 'idle']);
  });
});
