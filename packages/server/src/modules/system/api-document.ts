import { hash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

interface Built {
  document: OpenAPIObject;
  /** the document as JSON text, answered as it is */
  text: string;
  /** a strong ETag of the text */
  tag: string;
}

/**
 * The API's OpenAPI document, built from the code once (on first use) and kept with its JSON text and ETag:
 * GET /api/docs/openapi.json answers the kept text (it cost about 39 ms of CPU per request to build and
 * serialise), and the Swagger UI at /api/docs reads the same document.
 */
@Injectable()
export class ApiDocument {
  private build?: () => OpenAPIObject;
  private built?: Built;

  /** The builder of the document (the application gives it at start-up, src/app.ts). */
  use(build: () => OpenAPIObject): void {
    this.build = build;
    this.built = undefined;
  }

  current(): Built {
    if (!this.built) {
      if (!this.build) throw new Error('The OpenAPI document has no builder yet (ApiDocument.use)');
      const document = this.build();
      const text = JSON.stringify(document);
      this.built = { document, text, tag: `"${hash('sha1', text, 'base64url')}"` };
    }
    return this.built;
  }
}
