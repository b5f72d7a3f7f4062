import { style } from '@vanilla-extract/css';
import { countBadge } from '../../theme/countBadge.css';
import { vars } from '../../theme/tokens.css';
import { visuallyHiddenRules } from '../../theme/visuallyHidden';

export const badge = style([countBadge, { marginLeft: vars.space.xs }]);

export const spoken = style(visuallyHiddenRules);
