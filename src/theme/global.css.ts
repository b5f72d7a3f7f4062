import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css';

// Media queries cannot read CSS variables, so the breakpoints are literal here.
const belowPageWidth = 'screen and (max-width: 1279px)';
const phone = 'screen and (max-width: 415px)';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  backgroundColor: vars.color.pageBackground,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('#root', {
  minHeight: '100vh',
  // The layout is designed for desktop: narrower viewports scroll a fixed-width page.
  '@media': { [belowPageWidth]: { width: vars.layout.pageWidth } },
});

globalStyle('*', { '@media': { [phone]: { scrollbarWidth: 'none' } } });
globalStyle('*::-webkit-scrollbar', { '@media': { [phone]: { display: 'none' } } });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
