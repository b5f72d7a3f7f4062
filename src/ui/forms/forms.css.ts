import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

/** Fields side by side that wrap on a narrow screen. */
export const fieldRow = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.md });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
