/** The call centre, the site's policies and invitations (docs/decisions/0024): pure rules and names. */

/** The policies `/site-policy/{policy}` serves; any other name is the 404 page. */
export const POLICIES = ['terms', 'privacy', 'cookies'] as const;
export type Policy = (typeof POLICIES)[number];

export const isPolicy = (name: string | undefined): name is Policy => (POLICIES as readonly string[]).includes(name ?? '');

/** What a call-centre ticket is about, with the label the form shows. */
export const TICKET_TOPICS = [
  { value: 'order', label: 'An order or request' },
  { value: 'payment', label: 'A payment or the LYLA Wallet' },
  { value: 'account', label: 'My account' },
  { value: 'other', label: 'Something else' },
] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number]['value'];

export const TICKET_MESSAGE_MAX = 2000;

/** The LYLA support desk, beside the work place's own desk phone. */
export const SUPPORT_EMAIL = 'support@lyla.example';
export const SUPPORT_HOURS = 'Monday to Friday, 8 am to 6 pm';

/** Where an invitation stands: `expired` once its days are over without an account. */
export type InvitationState = 'sent' | 'joined' | 'expired';

/** A ticket's number as people read it out on the phone: `T-000042`. */
export const ticketNumber = (id: number) => `T-${String(id).padStart(6, '0')}`;

/** The registration link an invitation carries: registration opens with the work email filled in. */
export const inviteLinkPath = (email: string) => `/register?${new URLSearchParams({ email })}`;

/** A policy's plain text as paragraphs: split at blank lines, never read as markup. */
export const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
