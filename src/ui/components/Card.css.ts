import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
});
