// The account feature's public file: what other features may use (the settings page frame and its styles).
export { FormNotices, KeptChangesNotice, Loading, ReadFailed, SettingsPage } from './parts';
export * as settingsStyles from './Settings.css';
