/** The call centre, policy and invitation shapes the screens show, as the machines hold them. */
export type { Invitation, PolicyDocument, Ticket, TicketRequest } from '../api/contract/desk';
