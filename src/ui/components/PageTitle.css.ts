import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const pageTitle = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.25,
  color: vars.color.text,
});
