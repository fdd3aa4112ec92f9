// What the shell shows of charging outside the menu (loaded lazily through app/feature-slots): the meter reader's
// phone page 抄表, the route /m/readings/*.
export { MeterReadingsMobile } from './mobile/readings-mobile';
