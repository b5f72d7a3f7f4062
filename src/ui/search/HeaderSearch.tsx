import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from '../../domain/catalogue';
import { suggestionsOf } from '../../machines/searchHistoryMachine';
import * as styles from './HeaderSearch.css';
import { useSearchHistory } from './useSearchHistory';

/**
 * The search box in the header: sends the search to the results page, and offers the
 * person's recent searches as suggestions (a combobox: arrow keys choose, Enter searches,
 * Escape closes), with a way to clear them.
 */
export function HeaderSearch({ userId }: { userId: number | null }) {
  const search = useSearchHistory(userId);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const text = useSelector(search, (s) => s.context.text);
  const terms = useSelector(search, (s) => s.context.terms);
  const active = useSelector(search, (s) => s.context.active);
  const open = useSelector(search, (s) => s.matches('open'));
  const suggestions = useSelector(search, (s) => suggestionsOf(s.context), shallowEqual);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  // On the results page the box shows what was searched (also after back and forward);
  // elsewhere it starts empty. The machine keeps what the person is typing meanwhile.
  const searched = pathname === '/search' ? (params.get('q') ?? '') : '';
  useEffect(() => {
    search.send({ type: 'search.show', text: searched });
  }, [search, searched]);

  const expanded = open && terms.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    search.send({ type: 'search.submit' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.send(expanded ? { type: 'search.move', step: event.key === 'ArrowDown' ? 1 : -1 } : { type: 'search.open' });
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      search.send({ type: 'search.close' });
    }
  }

  // Focus moving to the clear button stays inside the search; anywhere else leaves it.
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) search.send({ type: 'search.leave' });
  }

  return (
    <form role="search" className={styles.form} onSubmit={submit} onBlur={onBlur}>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search products, vendors and categories"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search LYLA"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        className={styles.input}
        value={text}
        onChange={(event) => search.send({ type: 'search.type', text: event.target.value })}
        onFocus={() => search.send({ type: 'search.open' })}
        onClick={() => search.send({ type: 'search.open' })}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <div className={styles.popup} hidden={!expanded}>
        <p className={styles.popupTitle} id={`${listId}-title`}>
          {suggestions.length ? 'Recent searches' : 'No recent search matches'}
        </p>
        <ul id={listId} role="listbox" aria-labelledby={`${listId}-title`} className={styles.list}>
          {suggestions.map((term, index) => (
            <li
              key={term}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps the focus in the box, so the click is not lost to a blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search.send({ type: 'search.pick', term })}
            >
              {term}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.clear}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            search.send({ type: 'search.clear' });
            // The list goes away with the button: the focus goes back to the box.
            input.current?.focus();
          }}
        >
          Clear history
        </button>
      </div>
    </form>
  );
}
