/** What other modules and the app may use of this module; they import it only from here. */
export { trainingReminders } from './reminders';
export { TrainingModule } from './training.module';
