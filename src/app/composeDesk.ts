import type { ApiClient } from '../api/client';
import { createDeskApi } from '../api/desk';
import { form, resource } from './composeMachines';
import { inviteForm, noFieldsForm, ticketForm } from '../domain/formRules';
import type { DeskServices } from '../ui/desk/deskServices';
import { createDraftStorage } from '../ui/forms/draftStorage';

/** The call centre, the site's policies and invitations as the UI gets them. Loaded with the first of their pages. */
export function composeDesk(client: ApiClient, window: Window): DeskServices {
  const api = createDeskApi(client);
  return {
    policy: resource('desk.policy', api.policy),
    requests: resource('desk.requests', () => api.requests()),
    ticket: form('desk.ticket', ticketForm, api.sendTicket),
    invitations: resource('desk.invitations', () => api.invitations()),
    invite: form('desk.invite', inviteForm, api.invite),
    // Refused where the page has no clipboard (an insecure page, a refused permission).
    copyLink: (link) => form('desk.copyLink', noFieldsForm, async () => window.navigator.clipboard.writeText(link)),
    drafts: createDraftStorage(window.sessionStorage),
  };
}
