import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const identity = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

export const who = style({ display: 'grid', gap: vars.space.sm, flexGrow: 1, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const quickLink = style({
  display: 'grid',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  borderLeft: '4px solid transparent',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderLeftColor: vars.color.primary, backgroundColor: vars.color.primarySubtle } },
});

export const quickTitle = style({ fontWeight: vars.font.weight.bold });

export const quickText = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
