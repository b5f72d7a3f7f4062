import { http } from 'msw';
import { inviteForm, ticketForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { paidOrder } from '../../support/deskHandlers';
import { ok } from '../../support/sessionHandlers';
import { emailFinding, emailOf, hiddenInLines, longerThan, present, SPACES, textOf, type CaseValues, type FormCase } from './formCase';

const MESSAGE = 'Message';
/** A message to send, typed with spaces around it: sent trimmed. */
export const TICKET_MESSAGE = '  My refund has not arrived.  ';
const TICKET = { id: 42, number: 'T-000042', created_at: '2026-11-28T07:00:00Z' };

/**
 * What is wrong with a ticket, as the server's contract states it (src/api/contract/desk.ts
 * `ticketRequestSchema`: a topic chosen, a message required once trimmed, up to 2000 characters;
 * spec §5's range check in the form's words).
 */
function ticketFindings(values: CaseValues): CaseValues {
  const message = values.message!;
  return present({
    topic: values.topic === '' ? 'Choose a topic' : undefined,
    message: message.trim() === '' ? 'Message is required' : (longerThan(MESSAGE, 2000, message) ?? hiddenInLines(MESSAGE, message)),
  });
}

/** The person's one request, which a ticket may name, or say it is about none ("No request"). */
const REQUEST = { value: String(paidOrder.id), name: 'Order #31 · Bean There Coffee · $12.50' };
const NO_REQUEST = 'none';
const readyToSend = (values: CaseValues) => values.order_id === '' && Object.keys(ticketFindings(values)).length === 0;

/** The call centre's "Write to us": it stays, says the ticket's number once sent, and empties. */
export const ticketCase: FormCase = {
  key: 'ticket',
  startName: 'the call centre',
  start: { topic: '', message: '', order_id: '' },
  page: '/call-centre',
  liveId: 'desk.ticket',
  formName: 'Write to us',
  labels: { topic: 'Topic', message: MESSAGE, order_id: 'Request' },
  options: { topic: { payment: 'A payment or the LYLA Wallet' }, order_id: { [REQUEST.value]: REQUEST.name, [NO_REQUEST]: 'No request' } },
  shownLimits: { message: 2000 },
  saveButton: 'Send message',
  saveName: 'sends the message',
  savedName: 'the server opens a ticket',
  typings: [
    { name: 'picks a topic', changes: { topic: 'payment' } },
    { name: 'types a message with spaces around it', changes: { message: TICKET_MESSAGE } },
    { name: 'types a message of spaces', changes: { message: SPACES } },
    { name: 'pastes a 2000-character message', changes: { message: textOf('Help ', 2000) } },
    { name: 'pastes a 2001-character message', changes: { message: textOf('Help ', 2001) } },
    { name: 'pastes a message of two lines', changes: { message: 'The coffee came cold.\r\nAnd late.' } },
    { name: 'pastes a message with a hidden control character', changes: { message: 'The coffee came\u202E cold, again.' } },
    // Chosen last, on a ticket that can go, so each is sent as chosen (one named then taken back is the screen test's).
    { name: 'names the request', changes: { order_id: REQUEST.value }, when: readyToSend },
    { name: 'chooses "No request"', changes: { order_id: NO_REQUEST }, when: readyToSend },
  ],
  rules: ticketForm as unknown as FormSpec<CaseValues, unknown>,
  findings: ticketFindings,
  endpoint: '/reactapi/call-centre/ticket',
  // The message trimmed; the request named by its id, or none.
  request: (values) => ({
    topic: values.topic,
    message: values.message!.trim(),
    order_id: values.order_id === REQUEST.value ? paidOrder.id : null,
  }),
  answer: () => ({ ticket: TICKET }),
  after: { says: () => `Thank you. Your ticket number is ${TICKET.number}: quote it when you call us.`, empties: true },
  // The person's requests, for the ticket to name one.
  reads: () => [http.post('/reactapi/view/requests', () => ok({ orders: [paidOrder] }))],
};

const EMAIL = "Colleague's work email";
/** What is wrong with an invitation, as the server's contract states it (`emailFinding`). */
const inviteFindings = (values: CaseValues): CaseValues => present({ email: emailFinding(EMAIL, values.email!) });

/** Settings → Invite: it stays, says the invitation is sent, empties, and lists it. */
export const inviteCase: FormCase = {
  key: 'invite',
  startName: 'inviting a colleague',
  start: { email: '' },
  page: '/settings/account/invite',
  liveId: 'desk.invite',
  formName: 'Invite a colleague',
  labels: { email: EMAIL },
  saveButton: 'Send invitation',
  saveName: 'sends the invitation',
  savedName: 'the server sends it',
  typings: [
    { name: 'types a work email with spaces around it', changes: { email: '  sam.lee@example.com ' } },
    { name: 'types an email of spaces', changes: { email: SPACES } },
    { name: 'types an email without a domain', changes: { email: 'sam.lee@' } },
    { name: 'pastes a 254-character email', changes: { email: emailOf(254) } },
    { name: 'pastes a 255-character email', changes: { email: emailOf(255) } },
  ],
  rules: inviteForm as unknown as FormSpec<CaseValues, unknown>,
  findings: inviteFindings,
  endpoint: '/reactapi/user/invite',
  request: (values) => ({ email: values.email!.trim() }),
  answer: (values) => ({ invitation: { id: 7, email: values.email!.trim(), state: 'sent', created_at: '2026-11-28T07:00:00Z', expires_at: '2026-12-12T07:00:00Z' } }),
  after: { says: () => 'Invitation sent.', empties: true, lists: (sent) => [sent.email!.trim()] },
  // The invitations sent so far: those this path's server answered.
  reads: (saved) => [http.post('/reactapi/view/account/invitations', () => ok({ invitations: saved().map((answer) => (answer as { invitation: unknown }).invitation) }))],
};
