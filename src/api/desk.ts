import type { Policy } from '../domain/desk';
import type { ApiClient } from './client';
import {
  invitationsSchema,
  inviteResultSchema,
  policyResultSchema,
  ticketResultSchema,
  type InviteRequest,
  type TicketRequest,
} from './contract/desk';
import { requestListSchema } from './contract/requests';

/** The call centre, the policy documents and invitations (docs/api.md, "Desk"). */
export function createDeskApi(client: ApiClient) {
  return {
    policy: async (policy: Policy) => (await client.post('/reactapi/site-policy', { policy }, policyResultSchema)).document,
    sendTicket: async (request: TicketRequest) => (await client.post('/reactapi/call-centre/ticket', request, ticketResultSchema)).ticket,
    /** The person's requests, for the ticket to name one. */
    requests: async () => (await client.post('/reactapi/view/requests', {}, requestListSchema)).orders,
    invitations: async () => (await client.post('/reactapi/view/account/invitations', {}, invitationsSchema)).invitations,
    invite: async (request: InviteRequest) => (await client.post('/reactapi/user/invite', request, inviteResultSchema)).invitation,
  };
}
