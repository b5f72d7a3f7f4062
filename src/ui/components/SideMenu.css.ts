import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
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
  // A phone shows the menu above the page, its links side by side.
  '@media': { [phone]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: '4px solid transparent',
  borderRadius: vars.radius.base,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  '@media': { [phone]: { minHeight: '44px', padding: `10px ${vars.space.md}`, borderLeft: 'none', borderBottom: '4px solid transparent' } },
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySubtle },
    '&[data-active]': {
      borderLeftColor: vars.color.primary,
      borderBottomColor: vars.color.primary,
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.focus,
    },
  },
});
