export { CallCenterWidget } from './call-center-widget';
