import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const root = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
});

/** On a phone only: the one line that names the page shown and opens the links. */
export const toggle = style({
  display: 'none',
  '@media': {
    [phone]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.sm,
      width: '100%',
      minHeight: '44px',
      padding: `0 ${vars.space.md}`,
      border: 'none',
      borderRadius: vars.radius.base,
      backgroundColor: 'transparent',
      color: vars.color.focus,
      font: 'inherit',
      fontWeight: vars.font.weight.bold,
      textAlign: 'start',
      cursor: 'pointer',
    },
  },
});

/** The menu's name before the page's, muted. */
export const toggleLabel = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // A phone shows the links above the page, side by side, once the menu is opened.
  '@media': {
    [phone]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      paddingTop: vars.space.xs,
      selectors: { [`${root}[data-open="false"] &`]: { display: 'none' } },
    },
  },
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
