import type { OutboxMessage } from '../src/api/contract/session';
import { afterCommit, type Db, row, run, sql } from './db';
import type { AppDeps } from './http/appEnv';

interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The one-time code the mail carries, kept apart so tests need not parse the body. */
  code: string | null;
}

/**
 * "Sends" an email by storing it and, outside production, saying so in the server's console:
 * the reference server has no mail relay. With the development endpoints on, tests read it
 * back through `POST /api/dev/outbox/latest`. Inside a transaction pass it as `db`: the mail
 * is then stored exactly when the rest is, and said once it commits.
 */
export async function sendMail(deps: AppDeps, mail: Mail, db: Db = deps.db): Promise<void> {
  await run(
    db,
    sql`INSERT INTO outbox (to_email, subject, body, code, created_at)
        VALUES (${mail.to}, ${mail.subject}, ${mail.body}, ${mail.code}, ${deps.now().toISOString()})`,
  );
  // The console stands in for the mailbox: whoever runs the server reads demo codes there.
  if (!deps.production) afterCommit(db, () => deps.log(`[outbox] to ${mail.to}: ${mail.subject}${mail.code ? ` (code ${mail.code})` : ''}`));
}

export function latestMailTo(deps: AppDeps, email: string): Promise<OutboxMessage | undefined> {
  return row<OutboxMessage>(
    deps.db,
    sql`SELECT to_email AS "to", subject, body, code, created_at
        FROM outbox WHERE to_email = ${email} ORDER BY id DESC LIMIT 1`,
  );
}
