export { IdentityDialog } from './components/identity-dialog';
