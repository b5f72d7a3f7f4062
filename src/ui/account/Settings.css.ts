import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const menuColumn = style({ position: 'sticky', top: vars.space.lg, display: 'grid', gap: vars.space.md, '@media': { [phone]: { position: 'static' } } });

/** Below the menu: the statecharts of the app's flows, for product owners. */
export const menuFooter = style({ margin: 0, padding: `0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const pageHeader = style({ display: 'grid', gap: vars.space.xs });

/** The header's own gap spaces the title. */
export const pageTitle = style({ margin: 0 });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const form = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, border: 'none', minWidth: 0 });

const oneColumnOnPhone = { '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } } } as const;

export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, ...oneColumnOnPhone });

export const rowOfThree = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md, ...oneColumnOnPhone });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export { textLink } from '../../theme/link.css';

export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '200px', color: vars.color.primary });

/** Label and value pairs, e.g. read-only details. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  ...oneColumnOnPhone,
});

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, alignSelf: 'center' });

export const factValue = style({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const avatarLarge = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '88px',
  height: '88px',
  overflow: 'hidden',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.focus,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const listItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.pageBackground}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  '@media': { [phone]: { flexWrap: 'wrap', padding: vars.space.md } },
});

export const itemText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const itemTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weight.bold });

export const itemLines = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'normal' });

export const itemActions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });

export const badge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.focus,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

/** A small text button inside a message, e.g. "Try again". */
export const inlineAction = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.focus,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
});
