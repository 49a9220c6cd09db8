/** What other modules and the app may use of this module; they import it only from here. */
export { Dd254Module } from './dd254.module';
export { Dd254 } from './dd254.entity';
export { dd254ReviewsDueSql } from './dd254.service';
