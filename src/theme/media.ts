/**
 * The layout's breakpoints (architecture §10, decision 0016). Media queries cannot read CSS
 * variables, so they are literal strings, used as `'@media': { [phone]: { … } }`.
 */

/** Phones, portrait and the narrower landscapes: the one-column phone layout. */
export const phone = 'screen and (max-width: 767px)';

/** From 768 to 1279 px the page keeps the spec's fixed 1280 px width and scrolls. */
export const fixedPageWidth = 'screen and (min-width: 768px) and (max-width: 1279px)';

/** Spec §9: scrollbars are hidden at 415 px or less. */
export const narrowPhone = 'screen and (max-width: 415px)';
