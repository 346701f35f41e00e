export { SupportInboxPage as default } from './StoreInboxPage';
