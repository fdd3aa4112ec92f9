// What the shell shows of 工单 outside the menu (loaded lazily through app/feature-slots): the technician's phone
// app under /m/*.
export { TechnicianApp } from './mobile/technician-app';
