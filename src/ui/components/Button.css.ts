import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/tokens.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.control.height,
    padding: vars.control.padding,
    border: '2px solid transparent',
    borderRadius: vars.radius.base,
    fontSize: vars.font.size.body,
    fontWeight: vars.font.weight.bold,
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      '&[aria-busy="true"]': { cursor: 'progress' },
      '&:disabled:not([aria-busy="true"])': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.textOnPrimary,
        selectors: { '&:hover:enabled': { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.primary,
        color: vars.color.text,
        selectors: { '&:hover:enabled': { backgroundColor: vars.color.primarySubtle } },
      },
      /** Something that cannot be undone (cancel a request, delete): red, never the primary green. */
      destructive: {
        backgroundColor: vars.color.errorText,
        color: vars.color.surface,
        selectors: { '&:hover:enabled': { backgroundColor: vars.color.errorHover } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:enabled': { backgroundColor: vars.color.primarySubtle } },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});
