// The workflow module's public surface: other modules import from here.
export { countOpenTasks } from './docs/lists.repo';
