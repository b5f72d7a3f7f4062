import type { Policy } from '../../domain/desk';
import type { TicketValues } from '../../domain/formRules';
import type { Invitation, PolicyDocument, Ticket, TicketRequest } from '../../machines/deskTypes';
import type { FormMachine } from '../../machines/formMachine';
import type { Order } from '../../machines/moneyTypes';
import type { DraftStorage } from '../forms/draftStorage';
import type { ResourceMachine } from '../app/readMachineTypes';

/** The call centre, the site's policies and invitations, with their calls provided (src/app/composeDesk.ts). */
export interface DeskServices {
  policy: ResourceMachine<Policy, PolicyDocument>;
  /** The person's requests, for a ticket to name one. */
  requests: ResourceMachine<null, Order[]>;
  ticket: FormMachine<TicketValues, TicketRequest, Ticket>;
  invitations: ResourceMachine<null, Invitation[]>;
  invite: FormMachine<{ email: string }, { email: string }, Invitation>;
  /** Copying a link to the clipboard: a press, saved once copied, refused where there is no clipboard. */
  copyLink: (link: string) => FormMachine<Record<string, never>, null, void>;
  /** Unsaved form values, kept in this tab per person and form. */
  drafts: DraftStorage;
}
