import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: vars.space.sm,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.pageBackground,
});

export const indicator = style({
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.primary,
  transition: 'transform 200ms ease',
});
