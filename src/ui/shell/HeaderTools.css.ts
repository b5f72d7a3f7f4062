import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
