import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { visuallyHiddenRules } from '../../theme/visuallyHidden';

export const badge = style({
  display: 'inline-block',
  minWidth: '20px',
  marginLeft: vars.space.xs,
  padding: '0 6px',
  borderRadius: vars.radius.round,
  background: vars.color.focus,
  color: vars.color.surface,
  fontSize: vars.font.size.small,
  lineHeight: '20px',
  textAlign: 'center',
});

export const spoken = style(visuallyHiddenRules);
