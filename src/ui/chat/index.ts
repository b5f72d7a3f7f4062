// The chat feature's public file: what other features may use.
export { ChatLink } from './ChatLink';
