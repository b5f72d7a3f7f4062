/** Marks the sign-in card written into index.html at build time (vite.config.ts, `prerenderSignInPlugin`). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on the page's root when the card is not for this visit (index.html's style hides it). */
export const HIDDEN_ATTRIBUTE = 'data-prerendered-hidden';
/** Set on it when the person sent it before the app had taken it over. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';

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
