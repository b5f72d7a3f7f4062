import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const trigger = style({
  display: 'none',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-state="open"], &:hover': { backgroundColor: vars.color.primarySubtle } },
  '@media': { [phone]: { display: 'grid' } },
});

export const content = style({
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  minWidth: '240px',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.xs,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.base,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primarySubtle },
    '&[aria-current="page"]': { color: vars.color.focus, boxShadow: `inset 4px 0 0 ${vars.color.primary}` },
  },
});

export const separator = style({ height: '1px', margin: `${vars.space.xs} 0`, backgroundColor: vars.color.pageBackground });

export const label = style({ padding: `${vars.space.xs} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.font.size.small });
