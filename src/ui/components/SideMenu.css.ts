import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: '4px solid transparent',
  borderRadius: vars.radius.base,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySubtle },
    '&[data-active]': {
      borderLeftColor: vars.color.primary,
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.focus,
    },
  },
});
