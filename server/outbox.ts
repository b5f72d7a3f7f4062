import type { OutboxMessage } from '../src/api/contract/session';
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
 * back through `POST /api/dev/outbox/latest`.
 */
export function sendMail(deps: AppDeps, mail: Mail): void {
  deps.db
    .prepare('INSERT INTO outbox (to_email, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(mail.to, mail.subject, mail.body, mail.code, deps.now().toISOString());
  // The console stands in for the mailbox: whoever runs the server reads demo codes there.
  if (!deps.production) deps.log(`[outbox] to ${mail.to}: ${mail.subject}${mail.code ? ` (code ${mail.code})` : ''}`);
}

export function latestMailTo(deps: AppDeps, email: string): OutboxMessage | undefined {
  return deps.db
    .prepare<[string], OutboxMessage>(
      `SELECT to_email AS "to", subject, body, code, created_at
       FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1`,
    )
    .get(email);
}
