// The search feature's public file: what other features may use.
export { HeaderSearch } from './HeaderSearch';
export { phoneFieldHeight } from './HeaderSearch.css';
