import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/tokens.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.round,
    // currentColor lets the spinner match whatever it sits in (button text, page).
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
  },
  variants: {
    size: {
      small: { width: '1em', height: '1em' },
      large: { width: vars.space.xxl, height: vars.space.xxl, borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'small' },
});
