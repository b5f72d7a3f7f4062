import { style } from '@vanilla-extract/css';
import { countBadge } from '../../theme/countBadge.css';
import { vars } from '../../theme/tokens.css';

/** At least a fingertip wide, even when it only says "Chat" (decision 0016). */
export const link = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs, minWidth: '44px' });

export const unread = countBadge;
