import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LiveUpdate } from '../../src/api/contract/liveUpdates';
import { afterCommit, beforeCommit, databaseOf, type Db, sql } from '../db';

/**
 * What the server processes of one database tell each other (docs/decisions/0032): what each
 * keeps in its own memory and another's write changed.
 */
export type ClusterMessage =
  /** For the person's open streams, on whichever process they are. */
  | { kind: 'live-update'; userId: number; update: LiveUpdate }
  /** A session ended (sign-out): its streams close. */
  | { kind: 'end-session'; sessionId: number }
  /** A row of `sessions` changed: the live sessions kept are no longer to be trusted. */
  | { kind: 'forget-sessions' }
  /** A row of `table` changed: the answers kept from it go. */
  | { kind: 'forget-kept-answers'; table: string }
  /**
   * Never sent: this process's listener was lost, so it may have missed any of the above; what
   * it keeps goes and its streams close (their tabs reconnect and read again).
   */
  | { kind: 'missed' };

type Hearer = (message: ClusterMessage) => void;

/** The one channel every process of a database listens on. */
const CHANNEL = 'lyla_cluster';
/** NOTIFY takes at most 8000 bytes; a longer message goes in `cluster_messages`, its id in the notification. */
export const LARGEST_NOTIFIED_BYTES = 7_900;
/** How long a message sent by reference stays for the processes to read it: far past any listener's delay. */
const REFERENCED_KEPT_MS = 60_000;
/**
 * How long an answer waits for its messages to be heard back (toldEverywhere) before it goes
 * anyway: only when PostgreSQL is in trouble does it come to that.
 */
const ECHO_WAIT_MS = 2_000;
/** At most this many messages in one NOTIFY statement (one transaction: delivered together, in order). */
const BATCH = 100;
/** The first wait before listening again, doubled up to the longest while PostgreSQL cannot be reached. */
const RELISTEN_FIRST_MS = 100;
const RELISTEN_LONGEST_MS = 5_000;
/** A listener's connection silent this long is probed (TCP keepalive), so a dead network is noticed too. */
const KEEPALIVE_MS = 10_000;

interface Channel {
  hearers: Set<Hearer>;
  /** Carries messages to the other processes (PostgreSQL, `joinCluster`); none on one process. */
  remote: Remote | null;
}

type Remote = ReturnType<typeof createSender>;

// Per database (databaseOf): a transaction on it tells the same processes.
const channels = new WeakMap<object, Channel>();

function channelOf(db: Db): Channel {
  let channel = channels.get(databaseOf(db));
  if (!channel) channels.set(databaseOf(db), (channel = { hearers: new Set(), remote: null }));
  return channel;
}

/** Calls `hearer` with every message this process sends or hears on `db`'s channel, for as long as the database is open. */
export function hear(db: Db, hearer: Hearer): void {
  channelOf(db).hearers.add(hearer);
}

/**
 * Tells every process of the database, this one included, once `db`'s transaction commits
 * (nobody hears of a rolled-back row). This process hears it then; the others through
 * PostgreSQL, by a NOTIFY in the transaction itself, so it goes with the commit or not at all:
 * a process that dies just after committing has sent it. Outside a transaction, at once.
 */
export function tell(db: Db, message: ClusterMessage): void {
  const channel = channelOf(db);
  const remote = db.isTransaction ? channel.remote : null;
  remote?.sendWith(db, message);
  afterCommit(db, () => {
    for (const hearer of channel.hearers) hearer(message);
    if (!remote) channel.remote?.send(message);
  });
}

/** Settles once what this process told so far can be heard by every process (an answer waits for it: app.ts). */
export function toldEverywhere(db: Db): Promise<void> {
  return channelOf(db).remote?.sent() ?? Promise.resolve();
}

export interface ClusterOptions {
  /** The listener's `application_name`, to find it among the server's connections. */
  name: string;
  log: (line: string) => void;
}

/**
 * Joins the other processes of a PostgreSQL database: one connection of its own LISTENs, and
 * what this process tells goes to them by NOTIFY. When that connection is lost the process
 * hears `missed` at once and again once it listens again (it could have missed anything in
 * between). Fails when it cannot listen at all, so a server does not start deaf.
 */
export async function joinCluster(db: Db, url: string, { name, log }: ClusterOptions): Promise<{ leave: () => Promise<void> }> {
  const channel = channelOf(db);
  if (channel.remote) throw new Error('This database has joined its cluster already');
  // Tells this process's own notifications apart: it heard them when it sent them.
  const origin = randomBytes(6).toString('hex');
  let leaving = false;
  let listener: pg.Client | null = null;
  let relisten: ReturnType<typeof setTimeout> | undefined;

  const hearLocally = (message: ClusterMessage) => {
    for (const hearer of channel.hearers) hearer(message);
  };

  const sender = createSender(db, origin, log);
  // Heard in the order sent, a referenced one read before those after it.
  let heard: Promise<void> = Promise.resolve();
  const onNotification = (payload: string | undefined) => {
    const note = JSON.parse(payload ?? '{}') as Note;
    if (note.origin === origin) return sender.heardBack(note.seq);
    heard = heard.then(async () => {
      const message = 'message' in note ? note.message : await readReferenced(db, note.ref);
      // Gone before it was read: as good as missed.
      hearLocally(message ?? { kind: 'missed' });
    });
    heard = heard.catch((error: unknown) => {
      log(`[cluster] a message could not be read, as if the listener was lost: ${String(error)}`);
      hearLocally({ kind: 'missed' });
    });
  };

  const listen = async () => {
    const client = new pg.Client({ connectionString: url, application_name: name, keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_MS });
    let listening = false;
    const onLost = () => {
      if (!listening) return;
      listening = false;
      void client.end().catch(() => {});
      if (leaving) return;
      log('[cluster] the listener was lost: streams closed, kept sessions and answers forgotten; listening again');
      sender.listenerLost();
      hearLocally({ kind: 'missed' });
      scheduleListen(RELISTEN_FIRST_MS);
    };
    client.on('notification', (notification) => onNotification(notification.payload));
    // Also while connecting: an 'error' nobody listens to would end the process.
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    if (leaving) return void client.end().catch(() => {});
    listening = true;
    listener = client;
  };

  const scheduleListen = (waitMs: number) => {
    relisten = setTimeout(() => {
      listen().then(
        () => {
          if (leaving) return;
          sender.listening();
          // Whatever was told while nobody listened is lost: forget and close again what the gap let in.
          log('[cluster] listening again');
          hearLocally({ kind: 'missed' });
        },
        () => {
          if (!leaving) scheduleListen(Math.min(waitMs * 2, RELISTEN_LONGEST_MS));
        },
      );
    }, waitMs);
  };

  await listen();
  channel.remote = sender;
  return {
    leave: async () => {
      leaving = true;
      clearTimeout(relisten);
      channel.remote = null;
      await sender.sent();
      await listener?.end().catch(() => {});
    },
  };
}

/**
 * Sends messages by NOTIFY, in a transaction's commit or one batch at a time in the order they
 * were told, and knows when each was heard back by this process's own listener: PostgreSQL
 * signals every listener at the same commit, so the others have it then too.
 */
function createSender(db: Db, origin: string, log: (line: string) => void) {
  const queue: Numbered[] = [];
  let lastSeq = 0;
  // Sent (or committed with their transaction) and not yet heard back, or given up on.
  const pending = new Set<number>();
  // A transaction's, heard back before this process saw it commit.
  const heardEarly = new Set<number>();
  // Sent in a transaction, until it commits (each run of it is a new one).
  const withTransaction = new WeakMap<Db, Numbered[]>();
  let waiters: { seqs: Set<number>; resolve: () => void }[] = [];
  let sending = false;
  // No listener to hear them back: a message is as far as it can go once notified.
  let deaf = false;

  const settle = (seqs: Iterable<number>) => {
    for (const seq of seqs) {
      pending.delete(seq);
      for (const waiter of waiters) waiter.seqs.delete(seq);
    }
    const done = waiters.filter((waiter) => waiter.seqs.size === 0);
    waiters = waiters.filter((waiter) => waiter.seqs.size > 0);
    for (const waiter of done) waiter.resolve();
  };
  const seqsOf = (notes: Numbered[]) => notes.map(({ seq }) => seq);

  const drain = async () => {
    sending = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH);
      try {
        await notify(db, origin, batch);
        if (deaf) settle(seqsOf(batch));
      } catch (error) {
        // The others miss these; what they keep expires soon anyway (the backstop, decision 0032).
        log(`[cluster] ${batch.length} message(s) could not be sent: ${String(error)}`);
        settle(seqsOf(batch));
      }
    }
    sending = false;
  };

  return {
    send(message: ClusterMessage) {
      queue.push({ seq: ++lastSeq, message });
      pending.add(lastSeq);
      if (!sending) void drain();
    },
    /**
     * NOTIFYs `message` in the transaction `tx`, just before it commits. Numbered then, and
     * waited for only once it committed: a rolled-back or re-run transaction leaves nothing to wait for.
     */
    sendWith(tx: Db, message: ClusterMessage) {
      const told = withTransaction.get(tx);
      if (told) return void told.push({ seq: 0, message });
      const notes: Numbered[] = [{ seq: 0, message }];
      withTransaction.set(tx, notes);
      beforeCommit(tx, async () => {
        for (const note of notes) note.seq = ++lastSeq;
        for (let first = 0; first < notes.length; first += BATCH) await notify(tx, origin, notes.slice(first, first + BATCH));
        afterCommit(tx, () => {
          for (const seq of seqsOf(notes)) if (!heardEarly.delete(seq) && !deaf) pending.add(seq);
        });
      });
    },
    /** Settles once every message told so far was heard back, or could not be, or after a bound. */
    sent(): Promise<void> {
      if (pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const waiter = { seqs: new Set(pending), resolve: () => (clearTimeout(timer), resolve()) };
        const timer = setTimeout(() => {
          waiters = waiters.filter((other) => other !== waiter);
          resolve();
        }, ECHO_WAIT_MS);
        waiters.push(waiter);
      });
    },
    heardBack(seq: number) {
      if (pending.has(seq)) settle([seq]);
      else heardEarly.add(seq);
    },
    /** The listener is gone: what was sent will not be heard back. */
    listenerLost() {
      deaf = true;
      settle([...pending]);
    },
    listening() {
      deaf = false;
    },
  };
}

interface Numbered {
  seq: number;
  message: ClusterMessage;
}

type Note = { origin: string; seq: number } & ({ message: ClusterMessage } | { ref: number });

// Outside a transaction the sender's queries run in whichever request's context started it:
// Kysely's own execute, not the helpers' check for a transaction under way (server/db.ts).
async function notify(db: Db, origin: string, batch: Numbered[]): Promise<void> {
  const payloads: string[] = [];
  for (const { seq, message } of batch) {
    const payload = JSON.stringify({ origin, seq, message } satisfies Note);
    payloads.push(Buffer.byteLength(payload) <= LARGEST_NOTIFIED_BYTES ? payload : JSON.stringify({ origin, seq, ref: await storeReferenced(db, message) } satisfies Note));
  }
  // One statement, one transaction: PostgreSQL delivers its notifications together, in order.
  await sql`SELECT ${sql.join(payloads.map((payload) => sql`pg_notify(${CHANNEL}, ${payload})`))}`.execute(db);
}

async function storeReferenced(db: Db, message: ClusterMessage): Promise<number> {
  const now = Date.now();
  await sql`DELETE FROM cluster_messages WHERE sent_at < ${new Date(now - REFERENCED_KEPT_MS).toISOString()}`.execute(db);
  const stored = await sql<{ id: number }>`INSERT INTO cluster_messages (body, sent_at) VALUES (${JSON.stringify(message)}, ${new Date(now).toISOString()}) RETURNING id`.execute(db);
  return stored.rows[0]!.id;
}

async function readReferenced(db: Db, id: number): Promise<ClusterMessage | undefined> {
  const found = await sql<{ body: string }>`SELECT body FROM cluster_messages WHERE id = ${id}`.execute(db);
  const body = found.rows[0]?.body;
  return body === undefined ? undefined : (JSON.parse(body) as ClusterMessage);
}
