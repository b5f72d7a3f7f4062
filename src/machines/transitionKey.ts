import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A transition named the same way in every copy of a machine (`machine.provide` builds new
 * state nodes), so a plan made from the bare machine can be matched with what the live
 * actor did, and the model-based coverage report with the drawn statechart.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const targets = (transition.target ?? []).map((node: AnyStateNode) => node.id).join(',');
  const guard = typeof transition.guard === 'object' && transition.guard ? String((transition.guard as { type?: string }).type) : '';
  // Its place among the source's transitions for the same event tells apart unnamed guards.
  const siblings = transition.eventType ? transition.source.transitions.get(transition.eventType) : transition.source.always;
  const place = (siblings ?? []).indexOf(transition);
  return `${transition.source.id} --${transition.eventType || '(always)'}${guard ? `[${guard}]` : ''}#${place}--> ${targets || '(self)'}`;
}
