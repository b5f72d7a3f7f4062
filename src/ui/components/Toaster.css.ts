import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const viewport = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '360px',
  maxWidth: '100vw',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    borderLeft: `4px solid ${vars.color.primary}`,
    borderRadius: vars.radius.base,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.raised,
    selectors: {
      // Follow the finger while swiping away; Radix sets these variables.
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
    },
  },
  variants: {
    tone: {
      error: { borderLeftColor: vars.color.error },
      info: { borderLeftColor: vars.color.border },
      success: { borderLeftColor: vars.color.primary },
    },
  },
});

export const description = style({ flexGrow: 1, alignSelf: 'center' });

export const close = style({
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  // On a phone, a fingertip's size (decision 0016).
  '@media': { [phone]: { minWidth: '44px', minHeight: '44px' } },
  selectors: { '&:hover': { backgroundColor: vars.color.pageBackground } },
});
