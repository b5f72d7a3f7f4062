import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: vars.zIndex.progress,
  height: vars.progress.height,
  backgroundColor: vars.color.primary,
  transition: `width ${vars.progress.speed} ease`,
  pointerEvents: 'none',
});
