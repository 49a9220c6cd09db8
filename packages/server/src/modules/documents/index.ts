/** What other modules and the app may use of this module; they import it only from here. */
export { DocumentRecord } from './document.entity';
export { DocumentsModule } from './documents.module';
export { DocumentsService, registerDocumentEntityType } from './documents.service';
export { DocumentDto } from './documents.dto';
