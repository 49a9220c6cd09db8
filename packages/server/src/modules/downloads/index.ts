/** What other modules and the app may use of this module; they import it only from here. */
export { DownloadsModule } from './downloads.module';
export { DOWNLOAD_LINK_ENTITY_TYPE, DOWNLOAD_LIST, DownloadsService } from './downloads.service';
export { DownloadLinkDto } from './downloads.dto';
