// What the shell shows of settlement outside the menu (loaded lazily through app/feature-slots): the owner's page of
// a 收款链接, the public route /pay/:token.
export { PayLinkPage } from './online/pages/pay-link-page';
