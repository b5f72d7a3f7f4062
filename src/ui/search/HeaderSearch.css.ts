import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

/** The field's height on a phone, where the search has the header's second row to itself. */
export const phoneFieldHeight = '52px';

export const form = style({
  position: 'relative',
  display: 'flex',
  width: '210px',
  flexShrink: 0,
  '@media': { [phone]: { width: '100%' } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  // Compact: the field sits in the header bar (docs/decisions/0011).
  height: vars.control.compactHeight,
  // Room on the right for the button that sits inside the field.
  padding: vars.control.compactPadding,
  paddingRight: '48px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.pageBackground,
  fontSize: vars.font.size.body,
  selectors: { '&:focus': { backgroundColor: vars.color.surface } },
  '@media': { [phone]: { height: phoneFieldHeight } },
});

export const submit = style({
  position: 'absolute',
  top: '4px',
  right: '4px',
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.primaryHover } },
  // A fingertip's size on a phone.
  '@media': { [phone]: { width: '44px', height: '44px' } },
});

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.overlay,
  padding: vars.space.xs,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const popupTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.color.primarySubtle, fontWeight: vars.font.weight.bold },
    '&:hover': { backgroundColor: vars.color.primarySubtle },
  },
});

export const clear = style({
  display: 'block',
  width: '100%',
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  border: 'none',
  borderTop: `1px solid ${vars.color.pageBackground}`,
  background: 'none',
  color: vars.color.focus,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
