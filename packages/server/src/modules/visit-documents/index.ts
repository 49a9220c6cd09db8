/** What other modules and the app may use of this module; they import it only from here. */
export { VisitDocumentsModule } from './visit-documents.module';
export { VisitDocumentsService } from './visit-documents.service';
export { VisitDocument } from './visit-document.entity';
export { VisitDocumentInputDto, VisitDocumentView } from './visit-documents.dto';
export { VisitDocumentUpload } from './visit-documents.docs';
