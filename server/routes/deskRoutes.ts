import { Hono } from 'hono';
import {
  inviteRequestSchema,
  policyRequestSchema,
  ticketRequestSchema,
  type Invitation,
  type PolicyDocument,
  type Ticket,
} from '../../src/api/contract/desk';
import { inviteLinkPath, ticketNumber, type InvitationState } from '../../src/domain/desk';
import { emailDomain } from '../../src/domain/formRules';
import { isEmailAtDomain } from '../../src/domain/registration';
import type { AccountLookups } from '../auth/accountLookups';
import { plural } from '../auth/emailedCodes';
import { requireSession } from '../auth/requireSession';
import { type Db, inTransaction, row, rows, run, sql, value } from '../db';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { clientAddress } from '../http/clientAddress';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { APP_PATH } from '../http/staticSite';
import { sendMail } from '../outbox';
import type { UserRow } from '../users';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Enough for a real conversation with the desk, too few to flood it. */
export const MAX_TICKETS_PER_HOUR = 5;
export const MAX_INVITES_PER_DAY = 20;
export const INVITATION_DAYS = 14;

interface InvitationRow {
  id: number;
  email: string;
  created_at: string;
  expires_at: string;
  joined_at: string | null;
}

const stateOf = (row: InvitationRow, now: Date): InvitationState =>
  row.joined_at !== null ? 'joined' : new Date(row.expires_at) <= now ? 'expired' : 'sent';

const toInvitation = (row: InvitationRow, now: Date): Invitation => ({
  id: row.id,
  email: row.email,
  state: stateOf(row, now),
  created_at: row.created_at,
  expires_at: row.expires_at,
});

/** The account made for `email` answers the invitations to it that are still open. */
export async function markInvitationsJoined(db: Db, email: string, now: Date): Promise<void> {
  await run(
    db,
    sql`UPDATE invitations SET joined_at = ${now.toISOString()} WHERE email = ${email} AND joined_at IS NULL AND expires_at > ${now.toISOString()}`,
  );
}

/**
 * The call centre's tickets, the site's policy documents and invitations to colleagues
 * (docs/api.md, "Desk"). Invitation links point at `publicOrigin`.
 */
export function deskRoutes(deps: AppDeps, publicOrigin: string, accountLookups: AccountLookups) {
  const { db } = deps;
  const session = requireSession(deps);

  const ticketsSince = async (tx: Db, userId: number, since: Date) =>
    (await value<number>(tx, sql`SELECT COUNT(*) AS n FROM support_tickets WHERE user_id = ${userId} AND created_at > ${since.toISOString()}`)) ?? 0;

  /** The domain of the inviter's work emails: their work place's, or their own email's where the place names none. */
  const workDomainOf = async (user: UserRow) =>
    (await value<string | null>(db, sql`SELECT email_domain FROM locations WHERE id = ${user.location_id ?? 0}`)) || emailDomain(user.email);

  const invitationsOf = (userId: number) =>
    rows<InvitationRow>(db, sql`SELECT * FROM invitations WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`);

  return new Hono<AppEnv>()
    .post('/reactapi/site-policy', async (c) => {
      const { policy } = await readJson(c, policyRequestSchema);
      const today = deps.now().toISOString().slice(0, 10);
      // The newest version already in force; a version dated later is published ahead of time.
      const document = await row<PolicyDocument>(
        db,
        sql`SELECT policy, version, title, body, effective_date FROM policy_documents
            WHERE policy = ${policy} AND effective_date <= ${today} ORDER BY version DESC LIMIT 1`,
      );
      if (!document) throw errors.notFound('This policy is not published yet');
      return ok({ document });
    })
    .post('/reactapi/call-centre/ticket', session, async (c) => {
      const { topic, message, order_id } = await readJson(c, ticketRequestSchema);
      const userId = c.get('user').id;
      const now = deps.now();
      // A count cap: the hour's tickets are counted and the new one written in one transaction.
      const ticket = await inTransaction(db, async (tx): Promise<Ticket> => {
        if (order_id !== null && !(await row(tx, sql`SELECT 1 AS found FROM orders WHERE id = ${order_id} AND user_id = ${userId}`))) {
          throw errors.invalidField('order_id', 'Choose one of your requests');
        }
        if ((await ticketsSince(tx, userId, new Date(now.getTime() - HOUR_MS))) >= MAX_TICKETS_PER_HOUR) {
          throw errors.rateLimited(`You can send up to ${MAX_TICKETS_PER_HOUR} messages an hour. Call us if it is urgent.`);
        }
        const inserted = await row<{ id: number }>(
          tx,
          sql`INSERT INTO support_tickets (user_id, topic, message, order_id, created_at)
              VALUES (${userId}, ${topic}, ${message}, ${order_id}, ${now.toISOString()}) RETURNING id`,
        );
        const id = inserted!.id;
        return { id, number: ticketNumber(id), created_at: now.toISOString() };
      });
      return ok({ ticket });
    })
    .post('/reactapi/view/account/invitations', session, async (c) => {
      const now = deps.now();
      return ok({ invitations: (await invitationsOf(c.get('user').id)).map((invitation) => toInvitation(invitation, now)) });
    })
    .post('/reactapi/user/invite', session, async (c) => {
      const { email } = await readJson(c, inviteRequestSchema);
      const user = c.get('user');
      const now = deps.now();
      const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
      // Every request counts, whatever its answer: its own transaction, kept when the rest is refused.
      // A count cap: the day's requests are counted and this one written in that transaction.
      await inTransaction(db, async (tx) => {
        await run(tx, sql`DELETE FROM invitation_requests WHERE requested_at <= ${dayAgo}`);
        const requests = await value<number>(tx, sql`SELECT COUNT(*) AS n FROM invitation_requests WHERE user_id = ${user.id} AND requested_at > ${dayAgo}`);
        if ((requests ?? 0) >= MAX_INVITES_PER_DAY) {
          throw errors.rateLimited(`You can send up to ${MAX_INVITES_PER_DAY} invitations a day. Try again tomorrow.`);
        }
        await run(tx, sql`INSERT INTO invitation_requests (user_id, requested_at) VALUES (${user.id}, ${now.toISOString()})`);
      });
      // Before the account check: whether an address elsewhere has an account is not the inviter's to learn.
      const domain = await workDomainOf(user);
      if (!isEmailAtDomain(email, domain)) throw errors.invalidField('email', `Invite colleagues by their work email at ${domain}`);
      if (await accountLookups.find(clientAddress(c), email)) throw errors.invalidField('email', `${email} already has a LYLA account`);
      const link = `${publicOrigin}${APP_PATH}/#${inviteLinkPath(email)}`;
      // A cap: the address's last invitation is read and the new one written, with its mail, in one transaction.
      const invitation = await inTransaction(db, async (tx) => {
        // An invitation's date is when its email went: one email a day to an address, whoever invites.
        const lastSent = await value<string | null>(tx, sql`SELECT MAX(created_at) AS at FROM invitations WHERE email = ${email}`);
        if (lastSent && lastSent > dayAgo) {
          const hours = Math.ceil((Date.parse(lastSent) + DAY_MS - now.getTime()) / HOUR_MS);
          throw errors.rateLimited(`${email} got an invitation less than a day ago. You can invite them again in ${plural(hours, 'hour')}.`);
        }
        const expires = new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();
        // Inviting the same colleague again sends the invitation again, with new days to answer it.
        const saved = await row<InvitationRow>(
          tx,
          sql`INSERT INTO invitations (user_id, email, created_at, expires_at) VALUES (${user.id}, ${email}, ${now.toISOString()}, ${expires})
              ON CONFLICT (user_id, email) DO UPDATE SET created_at = excluded.created_at, expires_at = excluded.expires_at, joined_at = NULL
              RETURNING *`,
        );
        await sendMail(
          deps,
          {
            to: email,
            subject: `${user.first_name} ${user.last_name} invites you to LYLA`,
            body: `${user.first_name} ${user.last_name} invites you to LYLA, the marketplace of your work place. Create your account within ${INVITATION_DAYS} days: ${link}`,
            code: null,
          },
          tx,
        );
        return saved!;
      });
      return ok({ invitation: toInvitation(invitation, now) });
    });
}
