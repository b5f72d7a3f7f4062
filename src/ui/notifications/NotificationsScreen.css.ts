import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  '@media': { [phone]: { padding: vars.space.md } },
});

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderLeft: '4px solid transparent',
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.pageBackground}` } },
  '@media': { [phone]: { flexWrap: 'wrap' } },
});

/** Unread ones stand out by a bar and bold text, not by colour alone. */
export const unread = style({ borderLeftColor: vars.color.primary, backgroundColor: vars.color.primarySubtle });

export const text = style({ display: 'grid', gap: '2px', flex: 1, minWidth: 0 });

export const title = style({ margin: 0, fontWeight: vars.font.weight.regular, selectors: { [`${unread} &`]: { fontWeight: vars.font.weight.bold } } });

export const titleLink = style({ color: vars.color.text, minHeight: '44px', display: 'inline-flex', alignItems: 'center', overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, overflowWrap: 'anywhere' });

export const lead = style({ margin: 0, color: vars.color.textMuted });
