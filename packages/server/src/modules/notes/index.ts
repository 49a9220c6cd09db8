/** What other modules and the app may use of this module; they import it only from here. */
export { NotesModule } from './notes.module';
export { Note } from './note.entity';
export { NOTE_MAX_LENGTH } from './notes.dto';
