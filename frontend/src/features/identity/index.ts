export { CurrentStudent } from './components/current-student';
export { IdentityDialog } from './components/identity-dialog';
