import { style } from '@vanilla-extract/css';
import { countBadge } from '../../theme/countBadge.css';
import { vars } from '../../theme/tokens.css';

export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const unread = countBadge;
