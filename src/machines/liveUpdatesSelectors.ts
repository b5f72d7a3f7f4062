import type { SnapshotFrom } from 'xstate';
import type { liveUpdatesMachine } from './liveUpdatesMachine';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** Where the stream is, in the words the screens use. */
export function liveStatus(snapshot: SnapshotFrom<typeof liveUpdatesMachine>): LiveStatus {
  if (snapshot.matches('offline')) return 'offline';
  if (snapshot.matches('reconnecting')) return 'reconnecting';
  if (snapshot.matches({ streaming: 'live' })) return 'live';
  return 'connecting';
}
