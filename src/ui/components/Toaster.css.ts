import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

/** The header's height (src/ui/shell/Shell.css.ts): 94 px, on a phone its two rows 120 px. */
const belowHeader = { desktop: '94px', phone: '120px' };

export const viewport = style({
  position: 'fixed',
  // Below the header, never over the cart, the name or Sign out (issue 31, point 6).
  top: `calc(${belowHeader.desktop} + ${vars.space.md})`,
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
  '@media': { [phone]: { top: `calc(${belowHeader.phone} + ${vars.space.sm})`, right: vars.space.sm, left: vars.space.sm, width: 'auto' } },
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
