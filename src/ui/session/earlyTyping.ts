/** Marks the sign-in card written into index.html at build time (vite.config.ts, `prerenderSignInPlugin`). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on the page's root when the card is not for this visit (index.html's style hides it). */
export const HIDDEN_ATTRIBUTE = 'data-prerendered-hidden';
/** Set on it when the person sent it before the app had taken it over. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';
/** Set on it from a press (pointer down) on it until just after the press's click. */
export const PRESSED_ATTRIBUTE = 'data-pressed';

/** A press held longer than this (or whose end was never reported) no longer holds the app back. */
export const PRESS_WAIT_MS = 2000;

type SignInField = 'email' | 'password';

/** What a person typed into the prerendered sign-in card before the app took the page over. */
export interface EarlyTyping {
  values: Record<SignInField, string>;
  /** The field the caret was in. */
  focused: SignInField | null;
  /** Sent already (Enter, or the Sign in button): the app sends it as soon as it is there. */
  submitted: boolean;
}

/** The sign-in form's first values, handed over once: a later visit to the page starts empty. */
export interface EarlyTypingStore {
  read(): EarlyTyping | null;
  forget(): void;
}

/**
 * Reads the prerendered card's fields under `root` (the app then draws its own card in their
 * place); null when there is no card or nothing was typed.
 */
export function takeEarlyTyping(root: ParentNode, focusedElement: Element | null): EarlyTypingStore {
  const card = root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  const field = (name: SignInField) => card?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
  const values = { email: field('email')?.value ?? '', password: field('password')?.value ?? '' };
  const focused = (['email', 'password'] as const).find((name) => focusedElement !== null && field(name) === focusedElement) ?? null;
  const submitted = card?.hasAttribute(SUBMITTED_ATTRIBUTE) ?? false;
  let typed: EarlyTyping | null = values.email || values.password || focused || submitted ? { values, focused, submitted } : null;
  return {
    read: () => typed,
    forget: () => {
      typed = null;
    },
  };
}

/**
 * Runs `takeOver` now, or once a press on the prerendered card under `root` has ended (the
 * page's head script marks it): a press that starts on the card and ends on the app's own,
 * drawn in between, makes no click, and the person's Sign in or link would be lost.
 */
export function afterCardPress(root: ParentNode, takeOver: () => void, waitLimitMs = PRESS_WAIT_MS): void {
  const card = root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  if (!card?.hasAttribute(PRESSED_ATTRIBUTE)) {
    takeOver();
    return;
  }
  const finish = () => {
    watch.disconnect();
    clearTimeout(limit);
    takeOver();
  };
  const watch = new MutationObserver(() => {
    if (!card.hasAttribute(PRESSED_ATTRIBUTE)) finish();
  });
  watch.observe(card, { attributes: true, attributeFilter: [PRESSED_ATTRIBUTE] });
  const limit = setTimeout(finish, waitLimitMs);
}
