export { ScheduledService, type ScheduledDeps, type SummaryPort } from './service';
export { scheduledRoutes } from './routes';
