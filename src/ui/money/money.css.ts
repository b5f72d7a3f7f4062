import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { visuallyHiddenRules } from '../../theme/visuallyHidden';
import { vars } from '../../theme/tokens.css';

/** Styles shared by the checkout, requests and LYLA Wallet screens. */

export const page = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

/** The step beside the order summary. */
export const withSummary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gap: vars.space.xl,
  alignItems: 'start',
  // On a phone the summary follows the step, one column.
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

/** A column of narrow content: forms and results. */
export const narrow = style({ display: 'grid', gap: vars.space.lg, width: '100%', maxWidth: '640px' });

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  '@media': { [phone]: { padding: vars.space.md, gap: vars.space.md } },
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export { textLink } from '../../theme/link.css';

/** A link that looks like a button (the next thing to do after a result). */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.control.height,
  padding: vars.control.padding,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.primaryHover } },
});

export const secondaryLinkButton = style([
  linkButton,
  {
    border: `2px solid ${vars.color.primary}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    selectors: { '&:hover': { backgroundColor: vars.color.primarySubtle } },
  },
]);

/** The step's main button: on a phone it stays at the bottom of the screen while the form scrolls. */
export const stickyOnPhone = style({
  '@media': { [phone]: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    padding: `${vars.space.sm} 0`,
    backgroundColor: vars.color.surface,
  } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const actionsEnd = style([actions, { justifyContent: 'flex-end' }]);

// ---- Step indicator ---------------------------------------------------------------------

export const steps = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [phone]: { gap: vars.space.xs } },
});

export const step = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
  borderBottom: `4px solid ${vars.color.pageBackground}`,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-state="done"]': { color: vars.color.text, borderBottomColor: vars.color.primarySubtle },
  },
  // Four steps side by side: on a phone only the current one keeps its words, and the room
  // they need (each step as wide as what it shows, the rest shared).
  '@media': { [phone]: { flex: '1 1 auto', padding: vars.space.sm, justifyContent: 'center', fontSize: vars.font.size.small } },
});

export const stepMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  border: `2px solid currentColor`,
  fontSize: vars.font.size.small,
  selectors: {
    [`${step}[data-state="current"] &`]: { borderColor: vars.color.primary, backgroundColor: vars.color.primary, color: vars.color.textOnPrimary },
    [`${step}[data-state="done"] &`]: { borderColor: vars.color.primarySubtle, backgroundColor: vars.color.primarySubtle, color: vars.color.focus },
  },
});

/** Visually hidden on a phone except on the current step (screen readers still read it). */
export const stepLabel = style({
  // A label never breaks inside its word ("Pay/ment").
  whiteSpace: 'nowrap',
  '@media': {
    [phone]: {
      selectors: {
        [`${step}:not([data-state="current"]) &`]: visuallyHiddenRules,
      },
    },
  },
});

// ---- Choices as cards ---------------------------------------------------------------------

export const choiceGroup = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const choiceLegend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold });

export const radioCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has([data-state="checked"])': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySubtle },
    '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has([data-disabled])': { cursor: 'not-allowed', backgroundColor: vars.color.pageBackground },
  },
});

export const radioText = style({ display: 'grid', gap: '2px', flex: 1, minWidth: 0 });

export const radioTitle = style({ fontWeight: vars.font.weight.bold });

export const radioDetail = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const radioAside = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

/** The fields of a new card or address, under the choice that opened them. */
export const subForm = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  border: `1px dashed ${vars.color.border}`,
});

export const fieldRow = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.md });

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

export const checkbox = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.color.focus });

// ---- Summaries and lists -------------------------------------------------------------------

export const summary = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const summaryLabel = style({ color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const totalRow = style([
  summaryRow,
  {
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.pageBackground}`,
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.bold,
  },
]);

export const plainList = style({ display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.pageBackground}` } },
  // On a phone what follows the text (quantity, amount, status, actions) wraps under it.
  '@media': { [phone]: { flexWrap: 'wrap', columnGap: vars.space.sm } },
});

/**
 * The row's words take what the row leaves. On a phone they take the line, less room for a
 * picture or a short link beside them (80 px): the rest wraps under them.
 */
export const rowText = style({
  display: 'grid',
  gap: '2px',
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': { [phone]: { flex: '1 1 calc(100% - 80px)' } },
});

export const rowTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const rowMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const amount = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const amountIn = style([amount, { color: vars.color.focus }]);

export const thumb = style({ width: '64px', height: '64px', flexShrink: 0, borderRadius: vars.radius.base, overflow: 'hidden' });

globalStyle(`${thumb} img`, { width: '100%', height: '100%', objectFit: 'cover' });

/** Some text in a box with rounded ends: a status. */
const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  good: [badgeBase, { backgroundColor: vars.color.primarySubtle, color: vars.color.focus }],
  waiting: [badgeBase, { backgroundColor: vars.color.pageBackground, color: vars.color.text }],
  bad: [badgeBase, { backgroundColor: vars.color.pageBackground, color: vars.color.errorText }],
});

// ---- Balance and results ---------------------------------------------------------------

export const balanceCard = style([
  panel,
  {
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
    background: `linear-gradient(135deg, ${vars.color.primarySubtle}, ${vars.color.surface})`,
  },
]);

export const balanceLabel = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.bold });

export const balance = style({
  margin: 0,
  fontSize: '40px',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
});

export const result = style([
  panel,
  { justifyItems: 'center', textAlign: 'center', padding: vars.space.xxl, '@media': { [phone]: { padding: vars.space.lg } } },
]);

const markBase = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primarySubtle,
});

export const resultMark = styleVariants({
  good: [markBase, { color: vars.color.focus }],
  bad: [markBase, { backgroundColor: vars.color.pageBackground, color: vars.color.errorText }],
});

export const resultTitle = style({ margin: 0, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold });

export const busy = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, color: vars.color.textMuted });

// ---- Requests ----------------------------------------------------------------------------

/** Open / completed / cancelled: links that keep the filter in the URL. */
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const filterLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { backgroundColor: vars.color.primarySubtle, color: vars.color.focus, fontWeight: vars.font.weight.bold },
  },
});

/** When each status was reached, oldest first. */
export const timeline = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** A custom request's photos: small squares that wrap, two or more a row on a phone. */
export const photoGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photo = style({ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.base });
