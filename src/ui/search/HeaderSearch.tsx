import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, cataloguePaths } from '../../domain/catalogue';
import { normalizeTerm } from '../../domain/searchHistory';
import * as styles from './HeaderSearch.css';
import { useSearchHistory } from './useSearchHistory';

/**
 * The search box in the header: sends the search to the results page, and offers the
 * person's recent searches as suggestions (a combobox: arrow keys choose, Enter searches,
 * Escape closes), with a way to clear them.
 */
export function HeaderSearch({ userId }: { userId: number | null }) {
  const history = useSearchHistory(userId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  // On the results page the box shows what was searched (also after back and forward);
  // elsewhere it starts empty.
  const searched = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [shownSearch, setShownSearch] = useState('');
  if (searched !== shownSearch) {
    setShownSearch(searched);
    setText(searched);
  }

  const typed = normalizeTerm(text).toLocaleLowerCase();
  const suggestions = history.terms.filter((term) => term.toLocaleLowerCase().includes(typed));
  const expanded = open && history.terms.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function search(term: string) {
    const query = normalizeTerm(term);
    if (!query) return;
    history.add(query);
    setText(query);
    setOpen(false);
    setActive(-1);
    navigate(cataloguePaths.search(query));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    search(active >= 0 && suggestions[active] !== undefined ? suggestions[active] : text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end comes back to the text being typed (-1).
      setActive((current) => ((current + step + 1 + suggestions.length + 1) % (suggestions.length + 1)) - 1);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  // Focus moving to the clear button stays inside the search; anywhere else closes it.
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setOpen(false);
      setActive(-1);
    }
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
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
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
              onClick={() => search(term)}
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
            history.clear();
            setActive(-1);
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
