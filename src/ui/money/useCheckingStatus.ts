import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

/**
 * True while the money request a flow sent (its `pay` child, a paymentAttemptMachine) lost
 * its answer and the server is being asked whether it went through.
 */
export function useCheckingStatus(flow: AnyActorRef): boolean {
  const attempt = useSelector(flow, (snapshot) => snapshot.children.pay as AnyActorRef | undefined);
  return useSelector(attempt, (snapshot) => snapshot?.value === 'checkingStatus');
}
