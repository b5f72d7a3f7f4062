/** The first wait after a live stream dropped; each failed try doubles it. */
export const FIRST_RECONNECT_DELAY_MS = 1_000;
/** The longest wait between tries, so a stream comes back soon after the server does. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/** How long to wait before try number `attempt` (1 for the first): 1 s, 2 s, 4 s … 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(FIRST_RECONNECT_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_RECONNECT_DELAY_MS);
}
