import * as z from 'zod/mini';
import { POLICIES, TICKET_MESSAGE_MAX, TICKET_TOPICS } from '../../domain/desk';
import { emailSchema, withoutHiddenControls } from './registration';
import { orNull } from './tolerant';

/**
 * Contract of the call centre, the policy documents and invitations (designed, except
 * `POST /reactapi/user/invite`, whose path spec §7 names; see docs/api.md). Shared with the server.
 */

const id = z.int().check(z.positive());

// ---- Policy documents ----------------------------------------------------------------

/** `POST /reactapi/site-policy`: the current version of one policy. Unknown name: 404. */
export const policyRequestSchema = z.object({ policy: z.enum(POLICIES) });
export const policyDocumentSchema = z.object({
  policy: z.string(),
  version: z.int(),
  title: z.string(),
  /** Plain text: paragraphs split by a blank line; never HTML. */
  body: z.string(),
  /** YYYY-MM-DD. */
  effective_date: z.string(),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;
export const policyResultSchema = z.object({ document: policyDocumentSchema });

// ---- Call centre -----------------------------------------------------------------------

const topics = TICKET_TOPICS.map((topic) => topic.value) as [string, ...string[]];

/** `POST /reactapi/call-centre/ticket`: a message to the support desk, maybe about one of the person's orders. */
export const ticketRequestSchema = z.object({
  topic: z.enum(topics, 'Choose a topic'),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Message is required'),
      z.maxLength(TICKET_MESSAGE_MAX, 'Message is too long'),
      withoutHiddenControls('Message'),
    ),
  order_id: z.nullable(id),
});
export type TicketRequest = z.infer<typeof ticketRequestSchema>;
export const ticketSchema = z.object({ id, number: z.string(), created_at: z.string() });
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketResultSchema = z.object({ ticket: ticketSchema });

// ---- Invitations -----------------------------------------------------------------------

/** `POST /reactapi/user/invite` (spec §7): invite a colleague by work email. */
export const inviteRequestSchema = z.object({ email: emailSchema });
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
export const invitationSchema = z.object({
  id,
  email: z.string(),
  state: z.catch(z.enum(['sent', 'joined', 'expired']), 'sent'),
  created_at: z.string(),
  expires_at: orNull(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const inviteResultSchema = z.object({ invitation: invitationSchema });

/** `POST /reactapi/view/account/invitations`: the invitations the person sent, newest first. */
export const invitationsSchema = z.object({ invitations: z.array(invitationSchema) });
