import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { searchHistoryMachine } from './searchHistoryMachine';

function start() {
  const showResults = vi.fn();
  const actor = createActor(
    searchHistoryMachine.provide({ actions: { showResults: (_, { term }) => showResults(term), storeHistory: () => {} } }),
    { input: { terms: [] } },
  );
  actor.start();
  const text = () => actor.getSnapshot().context.text;
  return { actor, showResults, text };
}

describe('searchHistoryMachine: the box and the page', () => {
  it('keeps what the person types when the page of their last search opens late, and searches it', () => {
    const { actor, showResults, text } = start();
    actor.send({ type: 'search.type', text: 'latte' });
    actor.send({ type: 'search.submit' });
    expect(showResults).toHaveBeenLastCalledWith('latte');

    // The next search is typed before the results page of the last one has told the box.
    actor.send({ type: 'search.type', text: 'croissant' });
    actor.send({ type: 'search.show', text: 'latte' });
    expect(text()).toBe('croissant');

    actor.send({ type: 'search.submit' });
    expect(showResults).toHaveBeenLastCalledWith('croissant');
    expect(actor.getSnapshot().context.terms).toEqual(['croissant', 'latte']);
  });

  it('keeps the typing when Escape closes the suggestions', () => {
    const { actor, text } = start();
    actor.send({ type: 'search.type', text: 'cro' });
    actor.send({ type: 'search.close' });
    actor.send({ type: 'search.show', text: 'latte' });
    expect(text()).toBe('cro');
  });

  it('shows the search of each page opened after a search (back and forward) or once the person left the box', () => {
    const { actor, text } = start();
    actor.send({ type: 'search.show', text: 'latte' });
    expect(text()).toBe('latte');
    actor.send({ type: 'search.type', text: 'croissant' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.show', text: 'latte' });
    expect(text()).toBe('latte');
    actor.send({ type: 'search.show', text: 'croissant' });
    expect(text()).toBe('croissant');

    // Typed, then the focus went elsewhere: the next page's search (none, here) shows.
    actor.send({ type: 'search.type', text: 'mocha' });
    actor.send({ type: 'search.leave' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'search.show', text: '' });
    expect(text()).toBe('');
  });
});
