import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

/** The statecharts page for product owners: the machines beside the chosen machine's tables. */

export const page = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

/** The page's own gap spaces the title. */
export const pageTitle = style({ margin: 0 });

/** The machines above the chosen one, so its drawing has the page's whole width. */
export const layout = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

// ---- The machines -------------------------------------------------------------------------

export const machineList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
});

export const machineLink = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.pageBackground },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': { backgroundColor: vars.color.primarySubtle, boxShadow: `inset 4px 0 0 ${vars.color.primary}` },
  },
});

export const machineName = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const machineDescription = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

// ---- The chosen machine ---------------------------------------------------------------------

export const machine = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
});

export const machineHeading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const modes = style({ display: 'flex', gap: vars.space.xs });

export const modeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.base,
  border: `2px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySubtle },
    '&[aria-current="page"]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySubtle },
  },
});

export const liveList = style({ margin: 0, paddingInlineStart: vars.space.lg, fontWeight: vars.font.weight.bold });

// ---- Simulate mode ---------------------------------------------------------------------

export const simulate = style({ display: 'grid', gap: vars.space.md });

export const choices = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const simulateButton = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:enabled': { backgroundColor: vars.color.primarySubtle },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5, borderColor: vars.color.border },
  },
});

export const pathList = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.font.size.small });

export const machineTitle = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

/** "The session is now in: …" */
export const liveState = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  border: `2px solid ${vars.color.primary}`,
  backgroundColor: vars.color.primarySubtle,
  fontWeight: vars.font.weight.bold,
});

export const tableScroll = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight,
});

export const caption = style({
  marginBottom: vars.space.sm,
  textAlign: 'left',
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.pageBackground}`,
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.regular });

/** A state the live session is in. */
export const currentRow = style({ backgroundColor: vars.color.primarySubtle });

globalStyle(`${currentRow} > :first-child`, { boxShadow: `inset 4px 0 0 ${vars.color.primary}` });

/** `signedIn › ` before the state's own name. */
export const pathParents = style({ color: vars.color.textMuted });

export const stateName = style({ fontWeight: vars.font.weight.bold });

const tag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const startTag = style([tag, { backgroundColor: vars.color.pageBackground, color: vars.color.text }]);

export const nowTag = style([tag, { backgroundColor: vars.color.primary, color: vars.color.textOnPrimary }]);
