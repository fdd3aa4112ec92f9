// What the shell shows of patrol outside the menu (loaded lazily through app/feature-slots): the inspector's phone
// pages of 巡查签到, the route /m/patrol/*.
export { PatrolMobile } from './mobile/patrol-mobile';
