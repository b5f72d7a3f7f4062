import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
  color: vars.color.primary,
});
