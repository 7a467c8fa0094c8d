// react-admin's error, access-denied and authentication-error pages, loaded when one is shown
// (docs/decisions/345-shell-parts-on-their-event.md).
export { AccessDenied, AuthenticationError, Error } from 'react-admin';
