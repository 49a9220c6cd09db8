// Generated from openapi.yaml by `pnpm openapi` (packages/web/scripts/openapi-types.mjs). Do not edit.

export interface paths {
  '/api/v1/announcements/SYSTEM': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List system announcements */
    get: operations['listSYSTEMAnnouncements'];
    put?: never;
    /** Add a system announcement */
    post: operations['createSYSTEMAnnouncement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/announcements/SYSTEM/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One system announcement */
    get: operations['getSYSTEMAnnouncement'];
    /** Change a system announcement */
    put: operations['updateSYSTEMAnnouncement'];
    post?: never;
    /** Delete a system announcement */
    delete: operations['deleteSYSTEMAnnouncement'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/announcements/TENANT': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List tenant announcements */
    get: operations['listTENANTAnnouncements'];
    put?: never;
    /** Add a tenant announcement */
    post: operations['createTENANTAnnouncement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/announcements/TENANT/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tenant announcement */
    get: operations['getTENANTAnnouncement'];
    /** Change a tenant announcement */
    put: operations['updateTENANTAnnouncement'];
    post?: never;
    /** Delete a tenant announcement */
    delete: operations['deleteTENANTAnnouncement'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/announcements/active/pre-login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active system announcements shown on the login page */
    get: operations['announcements_preLogin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/announcements/active/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active system and tenant announcements for my roles, without the ones I dismissed */
    get: operations['announcements_activeForMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/announcements/{type}/{id}/dismiss/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Hide an announcement from my banner */
    put: operations['announcements_dismiss'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/application-audits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit rows, newest first (AUDIT_LOG: every tenant; TENANT_AUDIT_LOG: the own tenant). Without dates: the last 1 day */
    get: operations['auditLog_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/application-audits/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Export the matching audit rows as CSV or XLSX (streamed; audited as EXPORT) */
    post: operations['auditLog_export'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in (form-encoded or JSON). 401 with X-OTP-Required: true asks for the e-mailed code; 403 "Password needs to be reset" for an expired or temporary password */
    post: operations['auth_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: ends this session and clears its cookie (also answers 204 without a session) */
    post: operations['auth_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/password-reset/send-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a password-reset code and link; the answer never tells whether the user exists */
    post: operations['auth_sendOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/password-reset/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the e-mailed link, the e-mailed code, or the current (expired or temporary) password */
    post: operations['auth_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/password-reset/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Decode the username from a signed password link (reset or welcome) */
    get: operations['auth_decode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contract-assignment/personnel/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's contract assignments (the Assignments tab of the person) */
    get: operations['contractAssignmentLookup_ofPerson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contracts of the tenant (quick filter q: number, name or customer agency) */
    get: operations['contracts_list'];
    put?: never;
    /** Add a contract (status ACTIVE) */
    post: operations['contracts_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/personnel/unassign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Unassign people (assignment ids) on dateUnassigned (default today): status UNASSIGNED */
    put: operations['contracts_unassign'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/personnel/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change one assignment (status, dates, special access, position, notes) */
    put: operations['contracts_updateAssignment'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One contract with its subcontractors and documents */
    get: operations['contracts_get'];
    /** Edit a contract (not a CLOSED one; the status moves with POST /contracts/{id}) */
    put: operations['contracts_update'];
    /** Move the status of a contract: ACTIVE → CLOSING → CLOSED, or CLOSING back to ACTIVE */
    post: operations['contracts_move'];
    /** Delete a contract nobody is assigned to (PENDING or ASSIGNED), with its subcontractors and documents */
    delete: operations['contracts_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/dd254': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contract's DD254 versions, newest first (current: the latest issued one) */
    get: operations['dd254_list'];
    put?: never;
    /** Add the contract's original DD254 as a draft; blocks left out start from the contract (numbers, level, contractor, facility, contracting officer) */
    post: operations['dd254_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/dd254/{dd254Id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One DD254 version */
    get: operations['dd254_get'];
    /** Edit a draft DD254 (an issued one is read-only) */
    put: operations['dd254_update'];
    post?: never;
    /** Delete a draft DD254 */
    delete: operations['dd254_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/dd254/{dd254Id}/issue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Issue a draft DD254: the required blocks must be filled; blank block 3 and 16g dates become today, the next review defaults to two years on (none for a final) */
    put: operations['dd254_issue'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/dd254/{dd254Id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The DD254 version as a PDF laid out like DD Form 254 (a draft is marked DRAFT) */
    get: operations['dd254_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/dd254/{dd254Id}/revise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a revision (next revision number) or the final DD254 as a draft copied from the latest issued version */
    post: operations['dd254_revise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** File a document on the contract (multipart: document JSON and the file) */
    post: operations['contracts_addDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/document/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a contract document (JSON ContractDocumentDto, or multipart to replace the file) */
    put: operations['contracts_updateDocument'];
    post?: never;
    /** Delete a contract document and its file */
    delete: operations['contracts_removeDocument'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/personnel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People assigned to the contract (current first), with their held clearance level */
    get: operations['contracts_personnel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/personnel/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Assign people to the contract: all or none; refused (400) for a person whose held clearance is below the contract's required level */
    post: operations['contracts_assign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/personnel/{personnelId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a person's assignment row from the contract */
    delete: operations['contracts_removeAssignment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/subcontractor/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a subcontractor to the contract */
    post: operations['contracts_addSubcontractor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/{id}/subcontractor/{sid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One subcontractor of the contract */
    get: operations['contracts_subcontractor'];
    /** Edit a subcontractor of the contract */
    put: operations['contracts_updateSubcontractor'];
    post?: never;
    /** Remove a subcontractor from the contract */
    delete: operations['contracts_removeSubcontractor'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The security officer’s dashboard: open actions by kind and age, records falling due by window, annual training completion */
    get: operations['dashboard_fso'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/contracts-ending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contracts not closed whose period of performance ends within 90 days or has ended, by window (the contracts list with popEndDate_lte = until and status ACTIVE, CLOSING shows them) */
    get: operations['dashboard_contractsEnding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/managed-tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenants the caller manages, with the open and overdue actions of their people */
    get: operations['dashboard_managedTenants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user’s own open actions, records falling due and training due */
    get: operations['dashboard_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Documents attached to a record; needs VIEW on the module of entityType */
    get: operations['documents_list'];
    put?: never;
    /** Upload files (form field "file") attached to a record; needs UPDATE on the module of entityType. Type checked from the bytes */
    post: operations['documents_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/documents/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Upload limits the server enforces (largest file, files per upload, accepted extensions) */
    get: operations['documents_limits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/documents/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a document (path = the filePath of the upload answer); needs VIEW on its record module */
    get: operations['documents_download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email-instructions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail instructions to people, signed with the tenant's e-mail signature and security office contact */
    post: operations['support_emailInstructions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email-template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add an e-mail template (JSON, or multipart with an optional attachment in "file") */
    post: operations['emailTemplates_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email-template/{id}/attachment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach a file to a template: it is sent with every e-mail of the template */
    post: operations['emailTemplates_addAttachment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email-template/{id}/attachment/{attId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an attachment of a template */
    delete: operations['emailTemplates_removeAttachment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** E-mail templates (quick filter q: name, key, subject, description) */
    get: operations['emailTemplates_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email-templates/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stored template of a key (e.g. PASSWORD_RESET) rendered with the sample values of its placeholders */
    get: operations['emailTemplates_previewByKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One e-mail template with its texts, the placeholders it offers (with sample values) and its attachments */
    get: operations['emailTemplates_get'];
    /** Edit an e-mail template (subject, text body, HTML body, name, description) */
    put: operations['emailTemplates_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email-templates/{id}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stored template rendered with the sample values of its placeholders */
    get: operations['emailTemplates_previewStored'];
    /** The live preview: an unsaved draft of the template rendered with sample values (nothing is stored) */
    put: operations['emailTemplates_previewDraft'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email-templates/{id}/send-test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail the stored template, rendered with sample values and with its attachments, to the caller’s own address */
    post: operations['emailTemplates_sendTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Facilities of the tenant (quick filter q: name or CAGE code) */
    get: operations['facilities_list'];
    put?: never;
    /** Add a facility */
    post: operations['facilities_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/bulk-action/runs/{runId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A bulk action run: status and progress while it runs; counts and one outcome per person (or facility) once finished */
    get: operations['facilityBulk_run'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/bulk-action/upload-facility-document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bulk action: one facility document (entity type FACILITY) on each chosen facility, or on every enabled facility (a job; one outcome per facility) */
    post: operations['facilityBulk_uploadFacilityDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/cognizant-security-offices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cognizant security (CSA) offices a facility or a subcontractor can name (quick filter q: office or city) */
    get: operations['facilities_csaOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/detail/{x}/portal_downloads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download links offered today to the facility's people: active, not past their valid-until date, for every facility or naming this one (allowedFacilities) */
    get: operations['facilityDetail_portalDownloads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One facility */
    get: operations['facilities_get'];
    /** Edit a facility (kmps given: replaces its key management personnel); refused (409) while deactivated */
    put: operations['facilities_update'];
    post?: never;
    /** Delete a facility without any record (people, clearances, contracts, open actions, documents, KMPs, picture) */
    delete: operations['facilities_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/bulk-action/annual-training': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bulk action: attach the annual training document to every cleared employee of the facility as an Annual Refresher Briefing signed on the completion date, which marks the training done for the year (a job; one outcome per person) */
    post: operations['facilityBulk_annualTraining'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/bulk-action/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The facility's bulk action runs, newest first (with the facility-wide uploads that included it) */
    get: operations['facilityBulk_runs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/bulk-action/send-reminder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bulk action: e-mail each active person of the facility who has open actions the list of them, with an optional message (a job; one outcome per person: sent, or skipped without open actions or e-mail address) */
    post: operations['facilityBulk_sendReminder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/bulk-action/upload-employee-document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bulk action: one personnel document of the chosen type for every active person of the facility, or for the selected ones (a job; one outcome per person) */
    post: operations['facilityBulk_uploadEmployeeDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Deactivate a facility: read-only and hidden from lists and pickers (GET /facilities without facilityState or id filter) until PUT /{id}/enable */
    put: operations['facilities_deactivate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/delete-facility': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a facility created by mistake with its documents, preferences, picture and KMPs; refused for the host facility and while people, clearances, contracts, open actions or points of contact name it */
    delete: operations['facilities_deleteFacility'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/change_conditions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Changed-condition packages of the facility (quick filter q: description, NISS reference) */
    get: operations['facilityChangeConditions_list'];
    put?: never;
    /** Record a changed condition to report to DCSA (a draft raises the facility open action to report it) */
    post: operations['facilityChangeConditions_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/change_conditions/{conditionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a changed condition or move its status (DRAFT → SUBMITTED → ACKNOWLEDGED → CLOSED) */
    put: operations['facilityChangeConditions_update'];
    post?: never;
    /** Delete a draft changed condition */
    delete: operations['facilityChangeConditions_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The facility documents and the documents the FACILITY required-document defaults ask for, each CURRENT, EXPIRED or MISSING */
    get: operations['facilityDocuments_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/inspections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Security reviews of the facility with findings and corrective actions (quick filter q: summary, inspectors) */
    get: operations['facilityInspections_list'];
    put?: never;
    /** Record a security review with its findings and corrective actions */
    post: operations['facilityInspections_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/inspections/{inspectionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One security review with its findings and their corrective actions */
    get: operations['facilityInspections_get'];
    /** Edit a security review; findings (and a finding’s corrective actions) when sent replace the stored ones: ids keep and change, the rest are added */
    put: operations['facilityInspections_update'];
    post?: never;
    /** Delete a security review with its findings and corrective actions */
    delete: operations['facilityInspections_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Notes on the facility's record, newest first (everyone who may see the facility reads them) */
    get: operations['facilityDetail_notes'];
    put?: never;
    /** Add a note to the facility's record */
    post: operations['facilityDetail_addNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/notes/{noteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a note of the facility (its author only) */
    put: operations['facilityDetail_updateNote'];
    post?: never;
    /** Delete a note of the facility (its author only) */
    delete: operations['facilityDetail_removeNote'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/open-actions/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The facility's open actions (on the facility and on its people) counted by kind, overdue and due within 30 days, with the rows soonest due first */
    get: operations['facilityOpenActions_details'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/security_enhancements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** NISP security enhancements of the facility (quick filter q: title, description) */
    get: operations['facilityEnhancements_list'];
    put?: never;
    /** Add a security enhancement */
    post: operations['facilityEnhancements_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/security_enhancements/{enhancementId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a security enhancement */
    put: operations['facilityEnhancements_update'];
    post?: never;
    /** Delete a security enhancement */
    delete: operations['facilityEnhancements_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/workflow_retries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Automated steps for the facility that failed (a reminder e-mail to one of its people): attempts, last error, status FAILED/RETRIED/RESOLVED */
    get: operations['facilityDetail_workflowRetries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/workflow_retries/{retryId}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close a failed step without another attempt (status RESOLVED, with an optional note) */
    post: operations['facilityDetail_resolve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/detail/workflow_retries/{retryId}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a failed step again: the reminder e-mail (the person's open actions) to the person's work e-mail as a new mail job; status RETRIED */
    post: operations['facilityDetail_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Disable a facility (refused for a deactivated one: enable it first) */
    put: operations['facilities_disable'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a facility document (multipart: a `document` JSON part, FacilityDocumentInputDto, and the `file`) */
    post: operations['facilityDocuments_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/document/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the type, title, expiry date or notes of a facility document (the file stays) */
    put: operations['facilityDocuments_update'];
    post?: never;
    /** Delete a facility document and its file */
    delete: operations['facilityDocuments_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Enable a facility (a disabled or a deactivated one) */
    put: operations['facilities_enable'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/facility-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The preferences of a facility (the defaults until saved) */
    get: operations['facilities_getPreferences'];
    /** Save the preferences of a facility (fields left out are kept); refused (409) while deactivated */
    put: operations['facilities_putPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facilities/{id}/picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The picture of a facility */
    get: operations['facilities_getPicture'];
    /** Upload the picture of a facility (multipart field file: PNG, JPEG, GIF or WebP, at most 5 MB) */
    put: operations['facilities_putPicture'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Database and Redis state; 503 when either is down */
    get: operations['system_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invitations of the tenant (quick filter q: names, e-mail; filters status, personnelId) */
    get: operations['invitations_list'];
    put?: never;
    /** Invite new people: each gets a personnel record in progress and an e-mailed link */
    post: operations['invitations_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invite/create-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create the employee user account of an invitee who submitted the form (welcome e-mail with a set-password link) */
    post: operations['invitations_createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invite/personnel/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invitation of a person */
    get: operations['invitations_get'];
    /** Invite a person already on record (e-mail defaults to the work e-mail) and send the link */
    put: operations['invitations_invitePersonnel'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invite/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counts for the dashboard: invitations not completed (links expired among them), forms waiting for review */
    get: operations['invitations_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invite/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw an invitation (its link stops working; the personnel record stays) */
    delete: operations['invitations_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invite/{id}/send-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Send or re-send the invitation: a new link; earlier links and codes stop working */
    put: operations['invitations_send'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs/archives/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a run's file (report archive); also VIEW on the report's module, or SYSTEM_SCHEDULED_JOBS for system runs */
    get: operations['jobs_download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** State of a run: status, progress, start and end, error, file */
    get: operations['jobs_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs/{id}/download-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A short-lived link (5 minutes, this user only) that downloads the run's file */
    get: operations['jobs_downloadUrl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/knowledge-center': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tutorial videos by type */
    get: operations['knowledgeCenter_list'];
    put?: never;
    /** Add a tutorial video */
    post: operations['knowledgeCenter_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/knowledge-center/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tutorial with its videoUrl */
    get: operations['knowledgeCenter_get'];
    /** Change a tutorial video */
    put: operations['knowledgeCenter_update'];
    post?: never;
    /** Delete a tutorial video */
    delete: operations['knowledgeCenter_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/knowledge-center/{id}/video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The video file of a tutorial the product stores itself (its videoUrl points here); answers a byte Range */
    get: operations['knowledgeCenter_video'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/my-portal/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * My personnel record with my clearances, investigations, special accesses, polygraphs and briefings
     * @description Only ever the caller’s own personnel record (the one linked to their user account; 404 when none is). SELF_SERVICE is refused while impersonating.
     */
    get: operations['myPortal_me'];
    /**
     * Replace my contacts (home address, phones, personal e-mail, emergency and travel-emergency contacts); the rest of the record is the security office’s
     * @description Only ever the caller’s own personnel record (the one linked to their user account; 404 when none is). SELF_SERVICE is refused while impersonating.
     */
    put: operations['myPortal_saveContacts'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/my-portal/me/annual-training': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The annual training my organization requires and whether I completed it in the last 12 months
     * @description Only ever the caller’s own personnel record (the one linked to their user account; 404 when none is). SELF_SERVICE is refused while impersonating.
     */
    get: operations['myPortal_annualTraining'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/my-portal/me/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a document of my own (multipart: document JSON with titleId and optional dateSigned, and the file); it waits for the security office’s review
     * @description Only ever the caller’s own personnel record (the one linked to their user account; 404 when none is). SELF_SERVICE is refused while impersonating.
     */
    post: operations['myPortal_addDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/my-portal/me/document/{documentId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the file of one of my documents
     * @description Only ever the caller’s own personnel record (the one linked to their user account; 404 when none is). SELF_SERVICE is refused while impersonating.
     */
    get: operations['myPortal_downloadDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/my-portal/me/open-actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * My open actions (state=ALL for every state: my requests); none when the account is not linked to a personnel record
     * @description Only ever the caller’s own personnel record (the one linked to their user account; 404 when none is). SELF_SERVICE is refused while impersonating.
     */
    get: operations['myPortal_openActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/my-portal/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reports the tenant’s Reports settings show on My Portal, with whether I may file each */
    get: operations['myPortal_reports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My notes of a section (newest first) */
    get: operations['notes_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notes/{sectionName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a note to a section */
    post: operations['notes_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notes/{sectionName}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of my notes */
    get: operations['notes_get'];
    /** Change one of my notes */
    put: operations['notes_update'];
    post?: never;
    /** Delete one of my notes */
    delete: operations['notes_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a person (wizard step 1; sections may come along) */
    post: operations['personnel_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/accept-new-personnel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a pending hire: creates the person (Contingent Hire or Active) with contacts, employment and clearance */
    post: operations['newHire_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/accept-terminate-personnel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a pending termination: employment TERMINATED, clearances debriefed, user account disabled and sessions ended */
    post: operations['termination_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/active-employees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People employed (ACTIVE) and enabled */
    get: operations['personnel_activeEmployees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/active-with-active-clearance/facility/{facilityId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active people of a facility who hold an ACTIVE clearance (with their highest level) */
    get: operations['personnel_activeWithClearance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/active/facility/{facilityId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active people of a facility */
    get: operations['personnel_activeAtFacility'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/automobile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the automobile section (vehicles not sent are removed) */
    put: operations['personnel_saveAutomobile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/basic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People for pickers (userAssigned=false: without a user account; roleName: whose user holds the role) */
    get: operations['personnel_basic'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/biographic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the biographic section */
    put: operations['personnel_saveBiographic'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/clearance-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit a clearance request (initiate, re-investigate, CV/CE enrollment, official request, take ownership) */
    post: operations['clearanceRequest_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/clearance-request/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A clearance request */
    get: operations['clearanceRequest_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/clearance-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clearance verification requests of the tenant (status, facility and person filters) */
    get: operations['clearanceVerification_list'];
    put?: never;
    /** Ask a person to verify the details of one of their clearances (SENT; e-mail and open action) */
    post: operations['clearanceVerification_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/clearance-verification/{requestId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A clearance verification request (its person, or PERSONNEL users) */
    get: operations['clearanceVerification_get'];
    /** Answer a clearance verification (the person: answers and attestation, SENT → NEEDS_REVIEW) or close it (PERSONNEL: decision, NEEDS_REVIEW → CLOSED) */
    put: operations['clearanceVerification_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The personnel list (quick filter q: name, employee id or e-mail; filters status, facilityId, userAssigned …) */
    get: operations['personnel_details'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the Required Documents step (required toggle per document title) */
    put: operations['personnel_saveDocuments'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/employment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the employment section (supervisor e-mail and phone are derived) */
    put: operations['personnel_saveEmployment'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/generate-user-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates a CLIENT_EMPLOYEE user (username = work e-mail) linked to each chosen personnel record, or to every active employee without one, and e-mails the welcome e-mail with a set-password link unless isSendWelcomeEmail is false. People who have an account, have no valid work e-mail, are inactive or whose e-mail is already a username are skipped. Up to 5 people are done at once (status SUCCEEDED); more run as a job (status QUEUED: poll GET /personnel/generate-user-accounts/{runId}). One outcome per person either way. */
    post: operations['userAccounts_generate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/generate-user-accounts/{runId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A Generate User Accounts job: status and progress while it runs, one outcome per person once finished */
    get: operations['userAccounts_run'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/mss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active people of the MSS provider managing the current tenant (security-team pickers) */
    get: operations['personnel_mss'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/pending-hires': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reported new hires (PENDING unless status is given) */
    get: operations['newHire_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/pending-hires/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One reported new hire with the sections as submitted */
    get: operations['newHire_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/pending-terminations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Terminations waiting for the FSO to accept them */
    get: operations['termination_pending'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/physical': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the physical section */
    put: operations['personnel_savePhysical'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/reject-new-personnel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a pending hire with a reason; its open action is closed */
    post: operations['newHire_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/report-new-hire': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a new hire: a pending hire for the facility FSOs to review (open action and e-mail); SSN 000000000 = not known yet */
    post: operations['newHire_report'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/risk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People with risk indicators (high-risk termination, reinvestigation overdue, continuous evaluation lapsed, missing required documents, clearance suspended/denied/revoked), each with the reasons */
    get: operations['personnelRisk_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counts of personnel by status chip and employment status (dashboards) */
    get: operations['personnel_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/tenants/{tenantId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a person in a tenant the caller’s MSS provider manages */
    post: operations['personnel_createInTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/terminate-employee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a termination (PENDING) with its off-boarding open actions; a high-risk one e-mails the FSOs at once */
    post: operations['termination_terminate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/work-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Employment periods: current people first, then the latest leavers */
    get: operations['personnel_workHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person with every section (SSN shown per the caller’s SSN visibility) */
    get: operations['personnel_get'];
    /** Update a person (biographic fields; sections sent are replaced) */
    put: operations['personnel_update'];
    post?: never;
    /** Delete a person with their contacts, vehicles, documents and records */
    delete: operations['personnel_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/badge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Badge records of a person */
    get: operations['listBadge'];
    put?: never;
    /** Add a badge record to a person */
    post: operations['createBadge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/badge/{recordId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One badge record */
    get: operations['getBadge'];
    /** Update a badge record */
    put: operations['updateBadge'];
    post?: never;
    /** Delete a badge record */
    delete: operations['deleteBadge'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/clearance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clearance records of a person */
    get: operations['listClearance'];
    put?: never;
    /** Add a clearance record to a person */
    post: operations['createClearance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/clearance/clearance-with-open-investigation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's clearances that have an investigation in progress */
    get: operations['recordLookups_clearancesWithOpenInvestigation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/clearance/{recordId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One clearance record */
    get: operations['getClearance'];
    /** Update a clearance record */
    put: operations['updateClearance'];
    post?: never;
    /** Delete a clearance record */
    delete: operations['deleteClearance'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace the contacts of a person (one personal contact at most) */
    put: operations['personnel_saveContacts'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a document to a person (multipart: document JSON and an optional file) */
    post: operations['personnel_addDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/document/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a document (JSON PersonnelDocumentDto, or multipart to replace the file) */
    put: operations['personnel_updateDocument'];
    post?: never;
    /** Delete a document of a person (and its file) */
    delete: operations['personnel_removeDocument'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/document/{documentId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the file of a personnel document */
    get: operations['personnel_downloadDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/investigation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Investigation records of a person */
    get: operations['listInvestigation'];
    put?: never;
    /** Add a investigation record to a person */
    post: operations['createInvestigation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/investigation/completed-investigation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's completed investigations, latest closed first */
    get: operations['recordLookups_completedInvestigations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/investigation/{recordId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One investigation record */
    get: operations['getInvestigation'];
    /** Update a investigation record */
    put: operations['updateInvestigation'];
    post?: never;
    /** Delete a investigation record */
    delete: operations['deleteInvestigation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The profile photo of a person */
    get: operations['personnel_getPicture'];
    /** Upload the profile photo (multipart field file: PNG, JPEG or GIF) */
    put: operations['personnel_putPicture'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/polygraph': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Polygraph records of a person */
    get: operations['listPolygraph'];
    put?: never;
    /** Add a polygraph record to a person */
    post: operations['createPolygraph'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/polygraph/{recordId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One polygraph record */
    get: operations['getPolygraph'];
    /** Update a polygraph record */
    put: operations['updatePolygraph'];
    post?: never;
    /** Delete a polygraph record */
    delete: operations['deletePolygraph'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/pssn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reveal the whole PSSN (pseudo-SSN) of a person (audited as SSN_REVEAL, field PSSN) */
    get: operations['personnel_revealPssn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/required-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The document titles the person must have (required documents and matching required-document defaults), missing or not */
    get: operations['personnel_requiredDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/special-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Special access records of a person */
    get: operations['listSpecialAccess'];
    put?: never;
    /** Add a special access record to a person */
    post: operations['createSpecialAccess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/special-access/{recordId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One special access record */
    get: operations['getSpecialAccess'];
    /** Update a special access record */
    put: operations['updateSpecialAccess'];
    post?: never;
    /** Delete a special access record */
    delete: operations['deleteSpecialAccess'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personnel/{id}/ssn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reveal the whole SSN of a person (audited as SSN_REVEAL) */
    get: operations['personnel_revealSsn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pm-portal/contracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The portal’s contracts with the people assigned to each
     * @description A program manager sees the contracts whose program manager is their own personnel record; a user who may update contracts (CONTRACTS UPDATE) sees every contract of the tenant.
     */
    get: operations['pmPortal_contracts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pm-portal/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The program manager’s dashboard: contracts by status, people by assignment status, their clearances, reinvestigations and periods of performance falling due
     * @description A program manager sees the contracts whose program manager is their own personnel record; a user who may update contracts (CONTRACTS UPDATE) sees every contract of the tenant.
     */
    get: operations['pmPortal_dashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pm-portal/personnel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The people assigned to the portal’s contracts (a row per person and contract) with their current clearance and reinvestigation date
     * @description A program manager sees the contracts whose program manager is their own personnel record; a user who may update contracts (CONTRACTS UPDATE) sees every contract of the tenant.
     */
    get: operations['pmPortal_personnel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Report types the user may run (VIEW on each report module), with their parameters and columns */
    get: operations['reports_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate a report (also VIEW on the report's module). Answers the file when it is ready within two minutes; with async=true or Prefer: respond-async, or when it takes longer, 202 with the run to follow at GET /jobs/{id} */
    post: operations['reports_generate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/kmp/generate/{facilityId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate the key management personnel (KMP) report of a facility (also VIEW on REPORT_KEY_MANAGEMENT_PERSONNEL) */
    post: operations['reports_generateKmp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests-and-actions/open-actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The open actions of the tenant's people, by kind, age, facility or person; state=ALL for every state */
    get: operations['openActions_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests-and-actions/open-actions/facility/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The open actions of a facility and of the people linked to it (personnel_facility); state=ALL for every state */
    get: operations['openActions_forFacility'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests-and-actions/open-actions/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's own open actions (on the personnel record linked to their account; none without one); state=ALL for every state */
    get: operations['openActions_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests-and-actions/open-actions/personnel/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's open actions (missing required documents are raised here); state=ALL for every state */
    get: operations['openActions_forPerson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests-and-actions/open-actions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One open action (person actions need VIEW on PERSONNEL, facility actions VIEW on FACILITIES) */
    get: operations['openActions_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests-and-actions/open-actions/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Close an open action without completing it (UPDATE on PERSONNEL or FACILITIES) */
    put: operations['openActions_close'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests-and-actions/open-actions/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Complete an open action (UPDATE on PERSONNEL or FACILITIES, by the record it is on) */
    put: operations['openActions_complete'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests-and-actions/requested-actions/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The open actions the caller raised (on people or facilities), newest first, as the audit trail records who created each; state=ALL for every state */
    get: operations['myRequests_requested'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests-and-actions/requests/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's requests in every state, newest first: a union over the kinds of MY_REQUEST_TYPE told apart by `type` (today OPEN_ACTION: the actions raised on the caller's own personnel record) */
    get: operations['myRequests_requests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Roles of the tenant and the system roles (q and system filters) */
    get: operations['roles_list'];
    put?: never;
    /** Create a tenant role, optionally with initial permissions */
    post: operations['roles_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change some permissions of a role: roleId and the changed entries. Turning VIEW off clears the other flags; another flag needs VIEW on */
    put: operations['roles_updatePermissions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One role */
    get: operations['roles_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles/{id}/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every module of the catalogue with the flags this role holds */
    get: operations['roles_permissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a role or change its description */
    put: operations['roles_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduled-jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Scheduled jobs the user may see: tenant jobs with TENANT_SCHEDULED_JOBS, system jobs with SYSTEM_SCHEDULED_JOBS (filter scope) */
    get: operations['scheduledJobs_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduled-jobs/system': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a system job: a maintenance task or a system-level report */
    post: operations['scheduledJobs_createSystem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduled-jobs/system/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a system job; its scheduler moves at once */
    put: operations['scheduledJobs_updateSystem'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduled-jobs/tenant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a scheduled report of the tenant (needs VIEW on the report's module) */
    post: operations['scheduledJobs_createTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduled-jobs/tenant/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a tenant job; its scheduler moves at once */
    put: operations['scheduledJobs_updateTenant'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduled-jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One scheduled job with its next and last run (VIEW on the permission of its scope) */
    get: operations['scheduledJobs_get'];
    put?: never;
    post?: never;
    /** Delete a scheduled job (DELETE on the permission of its scope); it stops at once, its runs stay */
    delete: operations['scheduledJobs_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduled-jobs/{id}/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Run history of a scheduled job, newest first (status, progress, file) */
    get: operations['scheduledJobs_runs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/self-service/submit-invitee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit the invitation form: completes the person's record for the security office's review; the link is used up */
    post: operations['selfServiceInvitation_submitInvitee'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/self-service/submit-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check the e-mailed code (10 minutes, 5 attempts); answers the names and work e-mail the form shows */
    post: operations['selfServiceInvitation_submitOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/self-service/system-master-data/country': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Countries for the self-service invitation form (no sign-in) */
    get: operations['referenceData_publicCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/self-service/system-master-data/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** States for the self-service invitation form (no sign-in) */
    get: operations['referenceData_publicStates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/self-service/validate-invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check the invitation link and e-mail a one-time code to the invited address */
    post: operations['selfServiceInvitation_validate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sessions/impersonate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Act inside a tenant (form field tenantId). IMPERSONATE_ALL: any active tenant; MSS_IMPERSONATE: a managed tenant, read-only */
    post: operations['impersonation_impersonate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sessions/impersonate/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Act inside a tenant with changes allowed (MSS_IMPERSONATE_CREATE: managed tenants only) */
    post: operations['impersonation_impersonateCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sessions/impersonation-switcher': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Switch to another tenant, or (no tenantId, or the own tenant) end the impersonation */
    post: operations['impersonation_switcher'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sessions/impersonation-targets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tenants this user may impersonate (for the switcher), optionally filtered by name */
    get: operations['impersonation_targets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sessions/is-valid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether this session is alive (401 when not); restarts the idle clock */
    get: operations['sessions_isValid'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/support-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a support request to the provider's support address and confirm it */
    post: operations['support_request'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/checklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List checklist items */
    get: operations['masterDataChecklist_list'];
    put?: never;
    /** Add checklist items */
    post: operations['masterDataChecklist_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/checklist/filter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The checklist items of one type, in sequence */
    get: operations['checklistFilter_filter'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/checklist/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change checklist items */
    put: operations['masterDataChecklist_update'];
    post?: never;
    /** Delete checklist items */
    delete: operations['masterDataChecklist_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/country': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Countries (id 236 = United States), by name */
    get: operations['referenceData_countries'];
    put?: never;
    /** Add a country (the next integer id) */
    post: operations['countryState_createCountry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/country-other-name': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List other names of countries */
    get: operations['masterDataCountryOtherName_list'];
    put?: never;
    /** Add other names of countries */
    post: operations['masterDataCountryOtherName_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/country-other-name/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change other names of countries */
    put: operations['masterDataCountryOtherName_update'];
    post?: never;
    /** Delete other names of countries */
    delete: operations['masterDataCountryOtherName_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/country/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a country */
    put: operations['countryState_updateCountry'];
    post?: never;
    /** Delete a country that nothing refers to (409 otherwise) */
    delete: operations['countryState_removeCountry'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/csa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List cognizant security authorities */
    get: operations['masterDataCsa_list'];
    put?: never;
    /** Add cognizant security authorities */
    post: operations['masterDataCsa_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/csa/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change cognizant security authorities */
    put: operations['masterDataCsa_update'];
    post?: never;
    /** Delete cognizant security authorities */
    delete: operations['masterDataCsa_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/doc-template-type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List document template types */
    get: operations['masterDataDocTemplateType_list'];
    put?: never;
    /** Add document template types */
    post: operations['masterDataDocTemplateType_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/doc-template-type/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a document template type with its file (multipart: the fields and the file) */
    post: operations['docTemplateFile_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/doc-template-type/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change document template types */
    put: operations['masterDataDocTemplateType_update'];
    post?: never;
    /** Delete document template types */
    delete: operations['masterDataDocTemplateType_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/doc-template-type/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the template file of a document template type */
    get: operations['docTemplateFile_download'];
    /** Change a document template type and replace its file (multipart: the fields and the file) */
    put: operations['docTemplateFile_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/doc-type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List document types */
    get: operations['masterDataDocType_list'];
    put?: never;
    /** Add document types */
    post: operations['masterDataDocType_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/doc-type/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change document types */
    put: operations['masterDataDocType_update'];
    post?: never;
    /** Delete document types */
    delete: operations['masterDataDocType_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/faq': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every system FAQ (quick filter q: question or answer; filter sectionName) */
    get: operations['systemFaq_list'];
    put?: never;
    /** Add a system FAQ (section CONTRACT when left out; allowed roles: system role ids, empty for everyone) */
    post: operations['systemFaq_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/faq/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a system FAQ */
    put: operations['systemFaq_update'];
    post?: never;
    /** Delete a system FAQ */
    delete: operations['systemFaq_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/poc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List master points of contact */
    get: operations['masterDataPoc_list'];
    put?: never;
    /** Add master points of contact */
    post: operations['masterDataPoc_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/poc/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change master points of contact */
    put: operations['masterDataPoc_update'];
    post?: never;
    /** Delete master points of contact */
    delete: operations['masterDataPoc_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** States and territories, by name (countryId filters; the US list is for country 236) */
    get: operations['referenceData_states'];
    put?: never;
    /** Add a state of a country (the next integer id) */
    post: operations['countryState_createState'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-master-data/state/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a state */
    put: operations['countryState_updateState'];
    post?: never;
    /** Delete a state */
    delete: operations['countryState_removeState'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save system settings; every value is checked against its error rule first */
    put: operations['systemSettings_save'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-settings/{category}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** System settings of one category (SECURITY, UPLOADS, SUPPORT) */
    get: operations['systemSettings_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/system-vitals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Build date and build number of the running server */
    get: operations['system_vitals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/annual-training-required-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Annual required training documents of the tenant (quick filter q: document or file name) */
    get: operations['annualTraining_list'];
    put?: never;
    /** Add an annual required training document (JSON, or multipart with an optional file) */
    post: operations['annualTraining_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/annual-training-required-documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One annual required training document */
    get: operations['annualTraining_get'];
    /** Edit an annual required training document (JSON, or multipart to add or replace the file) */
    put: operations['annualTraining_update'];
    post?: never;
    /** Delete an annual required training document (and its file) */
    delete: operations['annualTraining_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/cost-center': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cost centers of the tenant (quick filter q: name or code) */
    get: operations['costCenter_list'];
    put?: never;
    /** Add a cost center */
    post: operations['costCenter_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/cost-center/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a cost center (its own unchanged code is allowed) */
    put: operations['costCenter_update'];
    post?: never;
    /** Delete a cost center */
    delete: operations['costCenter_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/downloads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download links offered to the signed-in user: active, not past validUntilDate, allowed to one of the user's roles (files download through GET /documents/{filePath}) */
    get: operations['downloads_list'];
    put?: never;
    /** Add a download link with its file (section GOV, active, valid until today unless given) */
    post: operations['downloads_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/downloads/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every download link of the tenant, active or not (quick filter q: name, description or file name) */
    get: operations['downloads_all'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/downloads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a download link (JSON, or multipart with a file that replaces the stored one) */
    put: operations['downloads_update'];
    post?: never;
    /** Delete a download link (and its file) */
    delete: operations['downloads_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/faq': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every FAQ of the tenant (quick filter q: question or answer; filter sectionName) */
    get: operations['tenantFaq_list'];
    put?: never;
    /** Add a tenant FAQ (section CONTRACT when left out; allowed roles: ids of the tenant's or the system roles) */
    post: operations['tenantFaq_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/faq/my-portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant's FAQs the signed-in user may read (no allowed roles, or one of the user's roles) */
    get: operations['tenantFaq_myPortal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/faq/system': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The system FAQs the signed-in user may read (no allowed roles, or one of the user's roles) */
    get: operations['tenantFaq_system'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/faq/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a tenant FAQ */
    put: operations['tenantFaq_update'];
    post?: never;
    /** Delete a tenant FAQ */
    delete: operations['tenantFaq_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/poc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Points of contact of the tenant (filters pocType, personnelId) */
    get: operations['tenantPoc_list'];
    put?: never;
    /** Add a point of contact (type SMO and all facilities when left out) */
    post: operations['tenantPoc_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/poc/my-portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The points of contact the signed-in user's My Portal shows: all-facility POCs and those of the user's own facilities */
    get: operations['tenantPoc_myPortal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-master-data/poc/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a point of contact */
    put: operations['tenantPoc_update'];
    post?: never;
    /** Delete a point of contact */
    delete: operations['tenantPoc_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save tenant settings; every value is checked against its error rule first */
    put: operations['tenantSettings_save'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-settings/cmmc-rdd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CMMC required-document defaults of the current tenant */
    get: operations['listCMMCRdd'];
    put?: never;
    /** Add a CMMC required-document default (one per option) */
    post: operations['createCMMCRdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-settings/cmmc-rdd/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a CMMC required-document default */
    put: operations['updateCMMCRdd'];
    post?: never;
    /** Delete a CMMC required-document default */
    delete: operations['deleteCMMCRdd'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-settings/facility-rdd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Facility required-document defaults of the current tenant */
    get: operations['listFacilityRdd'];
    put?: never;
    /** Add a Facility required-document default (one per option) */
    post: operations['createFacilityRdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-settings/facility-rdd/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a Facility required-document default */
    put: operations['updateFacilityRdd'];
    post?: never;
    /** Delete a Facility required-document default */
    delete: operations['deleteFacilityRdd'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-settings/personnel-rdd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Personnel required-document defaults of the current tenant */
    get: operations['listPersonnelRdd'];
    put?: never;
    /** Add a Personnel required-document default (one per option) */
    post: operations['createPersonnelRdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-settings/personnel-rdd/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a Personnel required-document default */
    put: operations['updatePersonnelRdd'];
    post?: never;
    /** Delete a Personnel required-document default */
    delete: operations['deletePersonnelRdd'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-settings/rdd-options/{optionType}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Options of an option type (ACCESS_TYPE, EMPLOYMENT_TYPE, COMPANY_TYPE, CMMC_LEVEL) in the current tenant */
    get: operations['rddOptions_options'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant-settings/{category}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Settings of one category of the current tenant (values default when never saved) */
    get: operations['tenantSettings_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List tenants (TENANT_MANAGEMENT: all; MSS_TENANT_MANAGEMENT: the tenants the own MSS organization manages) */
    get: operations['tenants_list'];
    put?: never;
    /** Add a tenant (MSS staff: a tenant managed by their organization) */
    post: operations['tenants_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/closeout/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Close out a tenant: from terminationDate on its users cannot sign in */
    put: operations['tenants_closeOut'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/convert/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Convert a tenant (e.g. SAAS to MSS-managed and back, or into an MSS provider) */
    put: operations['tenants_convert'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/mss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** MSS providers that can manage tenants (MSS staff: their own organization) */
    get: operations['tenants_listMss'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/mss/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users of an MSS provider who can be a managed tenant’s Security Team Point of Contact (MSS staff: their own organization) */
    get: operations['tenants_listPocCandidates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tenant (TENANT_PROFILE: only the own tenant) */
    get: operations['tenants_get'];
    /** Edit a tenant (TENANT_PROFILE: only the own tenant’s contact and address fields) */
    put: operations['tenants_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/{id}/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Disable a tenant: its users are signed out and cannot sign in */
    put: operations['tenants_disable'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/{id}/documents/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a job that zips every document of the tenant; the zip is offered for download when ready */
    post: operations['tenants_archive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/{id}/documents/archives': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest document archives of a tenant with their status and progress */
    get: operations['tenants_archives'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/{id}/documents/archives/{runId}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a finished document archive (zip); the download is audited */
    get: operations['tenants_downloadArchive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/{id}/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Enable a tenant again */
    put: operations['tenants_enable'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenants/{id}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant’s logo image */
    get: operations['tenants_getLogo'];
    /** Change the tenant’s logo (multipart field "file": PNG, JPEG, GIF or WebP, at most 1 MB) */
    put: operations['tenants_putLogo'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users of the tenant (q, status, roleId, enabled, locked filters; page/size/sort or range/sort/filter) */
    get: operations['users_list'];
    put?: never;
    /** Create a user; sends the welcome e-mail unless a temporary password is given */
    post: operations['users_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['me_me'];
    /** Update my name, phone, e-mail or password (e-mail and password need currentPassword) */
    put: operations['me_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/is-team-member': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether I belong to a team */
    get: operations['me_isTeamMember'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My roles with the module permissions each grants (merge them by module: any grant wins) */
    get: operations['me_roles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/role-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Roles the signed-in user may assign (granting nothing beyond their own permissions) */
    get: operations['users_roleOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user */
    get: operations['users_get'];
    /** Update a user (names, e-mail, phone, roles, a new temporary password) */
    put: operations['users_update'];
    post?: never;
    /** Delete a user (ends their sessions; the username becomes free) */
    delete: operations['users_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}/send-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Send the welcome e-mail with a set-password link */
    put: operations['users_sendEmail'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}/{action}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** lock, unlock, disable or enable a user (lock and disable end their sessions) */
    put: operations['users_act'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AcceptNewPersonnelDto: {
      employeeId?: string | null;
      /**
       * @description Contingent Hire until the contingencies of the offer are met, or Active
       * @enum {string}
       */
      employmentStatus: 'CONTINGENT' | 'ACTIVE';
      /**
       * @description the report does not carry it; the FSO completes it when accepting
       * @enum {string}
       */
      genderType: 'MALE' | 'FEMALE' | 'OTHER' | 'UNDISCLOSED';
      /** Format: uuid */
      pendingHireId: string;
    };
    AcceptTerminationDto: {
      /** Format: uuid */
      terminationId: string;
    };
    ActionCountView: {
      /** @enum {string} */
      age: 'UNDER_30' | 'DAYS_30_60' | 'DAYS_60_90' | 'OVER_90';
      count: number;
      /** @enum {string} */
      kind:
        | 'MISSING_REQUIRED_DOCUMENT'
        | 'REINVESTIGATION'
        | 'BADGE_EXPIRY'
        | 'POLYGRAPH'
        | 'PASSPORT_EXPIRY'
        | 'ANNUAL_TRAINING'
        | 'DOCUMENT_NEEDS_REVIEW'
        | 'DOCUMENT_EXPIRED'
        | 'OTHER';
    };
    AddressView: {
      city: string | null;
      countryId: number | null;
      state: string | null;
      street1: string | null;
      street2: string | null;
      zipCode: string | null;
    };
    AnnouncementDto: {
      announcementEndDate: string;
      announcementStartDate: string;
      announcementText: string;
      announcementTitle: string;
      id: string;
      isActive: boolean;
      showBeforeLogin?: boolean;
      stopUserLogin?: boolean;
      /** @enum {string} */
      type: 'SYSTEM' | 'TENANT';
      updatedAt: string;
      visibilityAllowedRoles: string[];
    };
    AnnouncementInputDto: {
      announcementEndDate: string;
      announcementStartDate: string;
      announcementText: string;
      announcementTitle: string;
      readonly id?: string;
      /** @description defaults to true on add */
      isActive?: boolean;
      /** @description SYSTEM only: shown on the login page; clears the recipient roles */
      showBeforeLogin?: boolean;
      /** @description SYSTEM only: refuses every login while active (needs showBeforeLogin) */
      stopUserLogin?: boolean;
      /** @enum {string} */
      readonly type?: 'SYSTEM' | 'TENANT';
      readonly updatedAt?: string;
      /** @description role names; empty means everyone (a name that is not a role is refused) */
      visibilityAllowedRoles?: string[];
    };
    AnnualTrainingDocumentView: {
      createdAt: string;
      documentName: string;
      /** @description path for GET /documents/{path}, null without a file */
      filePath: string | null;
      /** @description name of the uploaded file, null without one */
      filename: string | null;
      id: string;
      isActive: boolean;
      /** @description YYYY-MM-DD */
      nextDeadlineDate: string | null;
      /** @description semicolon-separated days before the deadline; null: the tenant setting ANNUAL_TRAINING_REMINDER_DAYS applies */
      reminders: string | null;
      /** @enum {string} */
      trainingType: 'CLEARED';
      updatedAt: string;
      version: number;
    };
    ArchiveQueuedDto: {
      /** @description id of the job run; follow its progress and download the zip through the jobs routes */
      jobRunId: string;
      message: string;
      /** @enum {string} */
      status: 'QUEUED';
    };
    ArchiveRunDto: {
      createdAt: string;
      error: string | null;
      fileName: string | null;
      fileSize: number | null;
      finishedAt: string | null;
      id: string;
      progress: number;
      /** @enum {string} */
      status: 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED' | 'SKIPPED';
    };
    AssignPersonnelDto: {
      /**
       * @description PENDING (awaiting the customer's approval) or ASSIGNED; default ASSIGNED
       * @enum {string|null}
       */
      assignmentStatus?: 'PENDING' | 'ASSIGNED' | null;
      /**
       * Format: date
       * @description default: today
       */
      dateAssigned?: string | null;
      personnelIds: string[];
      position?: string | null;
      /** @description special accesses the work needs (stored colon-separated) */
      specialAccess?: string[] | null;
    };
    AuditEntryDto: {
      action: string | null;
      /** @description the acting user's name, when the reader may see that user */
      actorName: string | null;
      /** @description changed fields with their values before and after (sensitive values redacted) */
      changes: {
        [key: string]: unknown;
      } | null;
      details: {
        [key: string]: unknown;
      } | null;
      eventTimestamp: string;
      /** @enum {string} */
      eventType:
        | 'CREATE'
        | 'UPDATE'
        | 'DELETE'
        | 'LOGIN_SUCCESS'
        | 'LOGIN_FAILURE'
        | 'LOGOUT'
        | 'IMPERSONATION_START'
        | 'IMPERSONATION_END'
        | 'PERMISSION_CHANGE'
        | 'EXPORT'
        | 'SSN_REVEAL'
        | 'SYSTEM_SCOPE'
        | 'ACTION';
      id: string;
      /** @description the provider user who acted inside the tenant, when impersonating */
      impersonator: string | null;
      ipAddress: string | null;
      objectId: string | null;
      /** @description the name of the record the row is about (a person, a facility, …), when it still exists */
      objectName: string | null;
      objectTable: string | null;
      requestId: string | null;
      tenantId: string | null;
      tenantName: string | null;
      userAgent: string | null;
      username: string | null;
    };
    AuditExportRequestDto: {
      /** @description YYYY-MM-DD (to its end, UTC) or an ISO date-time */
      endDate?: string;
      /** @description one event type or a comma-separated list */
      eventType?: string;
      /**
       * @description CSV (default) or XLSX
       * @enum {string}
       */
      format?: 'CSV' | 'XLSX';
      objectTable?: string;
      /**
       * @description TENANT: only the tenant the request acts in (the tenant audit log)
       * @enum {string}
       */
      scope?: 'ALL' | 'TENANT';
      /**
       * @description true: include system activity (system-scope reads, bookkeeping without an acting user)
       * @enum {string}
       */
      showSystem?: 'true' | 'false';
      /** @description YYYY-MM-DD (from its start, UTC) or an ISO date-time */
      startDate?: string;
      tenantId?: string;
      /** @description matches usernames containing the text, in any case */
      username?: string;
    };
    AuditPageDto: {
      content: components['schemas']['AuditEntryDto'][];
      /** @description page number, from 0 */
      page: number;
      size: number;
      totalElements: number;
    };
    AutomobileDto: {
      /** Format: date */
      dlExpiryDate?: string | null;
      /** Format: date */
      dlIssueDate?: string | null;
      dlIssuingState?: string | null;
      driverLicenseNumber?: string | null;
      personnelVehicles?: components['schemas']['VehicleDto'][] | null;
    };
    AutomobileSectionDto: {
      /** Format: date */
      dlExpiryDate?: string | null;
      /** Format: date */
      dlIssueDate?: string | null;
      dlIssuingState?: string | null;
      driverLicenseNumber?: string | null;
      /** Format: uuid */
      personnelId: string;
      personnelVehicles?: components['schemas']['VehicleDto'][] | null;
    };
    AutomobileView: {
      dlExpiryDate: string | null;
      dlIssueDate: string | null;
      dlIssuingState: string | null;
      driverLicenseNumber: string | null;
      personnelVehicles: components['schemas']['VehicleView'][];
    };
    BadgeDto: {
      badgeNumber?: string | null;
      /** @enum {string} */
      badgeStatus: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED' | 'PENDING';
      /** @enum {string} */
      badgeType: 'CAC' | 'PIV' | 'PIV_I' | 'FACILITY_ACCESS' | 'CONTRACTOR' | 'ESCORT_REQUIRED' | 'VISITOR' | 'TEMPORARY';
      badgingOfficer?: components['schemas']['IdRefDto'] | null;
      /**
       * Format: uuid
       * @description a person of the tenant
       */
      badgingOfficerId?: string | null;
      contract?: components['schemas']['IdRefDto'] | null;
      /** Format: uuid */
      contractId?: string | null;
      /** Format: date */
      expiryDate?: string | null;
      /** Format: date */
      issueDate?: string | null;
      /** @enum {string|null} */
      issuingAgency?:
        | 'DCSA'
        | 'DOD_CAF'
        | 'OPM'
        | 'DOE'
        | 'DHS'
        | 'DOS'
        | 'DOJ'
        | 'FBI'
        | 'CIA'
        | 'NSA'
        | 'NRO'
        | 'NGA'
        | 'DIA'
        | 'ARMY'
        | 'NAVY'
        | 'AIR_FORCE'
        | 'NASA'
        | 'OTHER'
        | null;
      organization?: string | null;
      /** Format: date */
      renewalSubmissionDate?: string | null;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    BadgeView: {
      badgeNumber: string | null;
      /** @enum {string} */
      badgeStatus: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED' | 'PENDING';
      /** @enum {string} */
      badgeType: 'CAC' | 'PIV' | 'PIV_I' | 'FACILITY_ACCESS' | 'CONTRACTOR' | 'ESCORT_REQUIRED' | 'VISITOR' | 'TEMPORARY';
      badgingOfficer: components['schemas']['BadgingOfficerView'] | null;
      badgingOfficerEmail: string | null;
      badgingOfficerId: string | null;
      badgingOfficerName: string | null;
      badgingOfficerPhone: string | null;
      contractId: string | null;
      createdAt: string;
      /** @description the expiry date has passed while the status is ACTIVE, INPROGRESS or PENDING: the badge is shown as expired, not by its status */
      expired: boolean;
      expiryDate: string | null;
      id: string;
      issueDate: string | null;
      /** @enum {string|null} */
      issuingAgency:
        | 'DCSA'
        | 'DOD_CAF'
        | 'OPM'
        | 'DOE'
        | 'DHS'
        | 'DOS'
        | 'DOJ'
        | 'FBI'
        | 'CIA'
        | 'NSA'
        | 'NRO'
        | 'NGA'
        | 'DIA'
        | 'ARMY'
        | 'NAVY'
        | 'AIR_FORCE'
        | 'NASA'
        | 'OTHER'
        | null;
      organization: string | null;
      personnelId: string;
      renewalSubmissionDate: string | null;
      updatedAt: string;
      version: number;
    };
    BadgingOfficerView: {
      email: string | null;
      id: string;
      name: string;
      phone: string | null;
    };
    BiographicSectionDto: {
      agencyId?: string | null;
      aliasName?: string | null;
      alienRegistrationNumber?: string | null;
      birthAddress: components['schemas']['BirthAddressDto'];
      /** Format: date */
      birthDate: string;
      /** @description default 236 (United States) on add; left out on a change keeps the stored country */
      citizenshipCountryId?: number;
      /** @enum {string} */
      citizenshipType:
        | 'BORN_IN_US'
        | 'BORN_ABROAD_TO_US_PARENTS'
        | 'NATURALIZED'
        | 'DERIVED'
        | 'DUAL_CITIZENSHIP'
        | 'LAWFUL_PERMANENT_RESIDENT'
        | 'NON_US_CITIZEN';
      dodEdiPn?: string | null;
      employeeId?: string | null;
      /** @description default true */
      enabled?: boolean | null;
      /** @description facilities the person belongs to (at least one) */
      facilityIds: string[];
      firstName: string;
      foreignPassport?: boolean | null;
      foreignPassportCountryId?: number | null;
      /**
       * Format: date
       * @description not before foreignPassportIssueDate
       */
      foreignPassportExpiryDate?: string | null;
      /** Format: date */
      foreignPassportIssueDate?: string | null;
      foreignPassportNumber?: string | null;
      /** @enum {string} */
      genderType: 'MALE' | 'FEMALE' | 'OTHER' | 'UNDISCLOSED';
      /** @description key management personnel */
      kmp?: boolean | null;
      kmpExcluded?: boolean | null;
      /** Format: date */
      kmpExclusionDate?: string | null;
      /** @description percentage owned, 0 to 100 */
      kmpOwnership?: number | null;
      /** @enum {string|null} */
      kmpType?: 'SENIOR_MANAGEMENT_OFFICIAL' | 'FSO' | 'ITPSO' | 'OFFICER' | 'DIRECTOR' | 'OWNER' | 'PARTNER' | 'OTHER' | null;
      lastName: string;
      /** @enum {string} */
      maritalStatus: 'SINGLE' | 'MARRIED' | 'DOMESTIC_PARTNERSHIP' | 'SEPARATED' | 'DIVORCED' | 'WIDOWED';
      middleName?: string | null;
      /** Format: date */
      nonUsCitizenshipRenDate?: string | null;
      /**
       * Format: date
       * @description not before passportIssueDate
       */
      passportExpiryDate?: string | null;
      /** Format: date */
      passportIssueDate?: string | null;
      passportNumber?: string | null;
      /** @enum {string|null} */
      passportType?: 'REGULAR' | 'OFFICIAL' | 'DIPLOMATIC' | 'PASSPORT_CARD' | null;
      /** Format: uuid */
      personnelId: string;
      previouslyUsedNames?: string | null;
      /** @description pseudo-SSN: like the SSN (nine digits, stored encrypted, shown per SSN visibility); null or blank clears it */
      pssn?: string | null;
      /** @description only (and then required) for DUAL_CITIZENSHIP */
      secondCitizenshipCountryId?: number | null;
      /** @description special systems the person can access: values of the tenant setting ACCESSIBLE_SPECIAL_SYSTEMS */
      specialSystemAccessList?: string[] | null;
      /** @description nine digits, dashes allowed (XXX-XX-XXXX); stored encrypted */
      ssn: string;
      /**
       * Format: date
       * @description set to the birth date by the server for BORN_IN_US
       */
      usCitizenshipDate?: string | null;
      version?: number | null;
      workEmail: string;
    };
    BirthAddressDto: {
      city: string;
      /** @description default 236 (United States) on add; left out on a change keeps the stored country */
      countryId?: number;
      state: string;
      street1?: string | null;
      street2?: string | null;
      zipCode?: string | null;
    };
    BulkActionCountsDto: {
      attached: number;
      failed: number;
      sent: number;
      skipped: number;
    };
    BulkActionItemDto: {
      /** @description why it was skipped or failed; what was sent or attached otherwise */
      detail: string | null;
      /** @description the person (or the facility of a facility-wide upload) */
      id: string;
      name: string;
      /** @enum {string} */
      outcome: 'SENT' | 'ATTACHED' | 'SKIPPED' | 'FAILED';
      /** @description the personnel document or document created */
      recordId: string | null;
    };
    BulkActionRunDto: {
      /** @enum {string} */
      action: 'SEND_REMINDER' | 'ANNUAL_TRAINING' | 'UPLOAD_EMPLOYEE_DOCUMENT' | 'UPLOAD_FACILITY_DOCUMENT';
      counts: components['schemas']['BulkActionCountsDto'];
      error: string | null;
      /** @description the facility it was started from; null for the facility-wide upload */
      facilityId: string | null;
      /** @description the uploaded file's name (upload actions) */
      fileName: string | null;
      finishedAt: string | null;
      /** @description the run id (job_run) */
      id: string;
      /** @description one entry per person (or facility), once the run has finished */
      items: components['schemas']['BulkActionItemDto'][];
      /** @description done so far */
      processed: number;
      /** @description 0 to 100 */
      progress: number;
      queuedAt: string;
      startedAt: string | null;
      /** @enum {string} */
      status: 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED' | 'SKIPPED';
      title: string;
      /** @description people (or facilities) to act on */
      total: number;
    };
    ChecklistDto: {
      readonly id?: string;
      name: string;
      /** @description default true */
      required?: boolean;
      /** @description default 1 */
      sequenceNumber?: number;
      /** @enum {string} */
      type: 'FCL' | 'TRANSITION' | 'SECURITY_TEAM' | 'MANAGER_REVIEW';
    };
    ChecklistView: {
      id: string;
      name: string;
      required: boolean;
      sequenceNumber: number;
      /** @enum {string} */
      type: 'FCL' | 'TRANSITION' | 'SECURITY_TEAM' | 'MANAGER_REVIEW';
    };
    ClearanceBriefView: {
      facilityId: string;
      facilityName: string;
      id: string;
      /** @enum {string} */
      pclEligibility:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET';
      /** @enum {string} */
      pclStatus: 'ACTIVE' | 'IN_PROGRESS' | 'INACTIVE' | 'ACTIVE_BREAK' | 'INACTIVE_BREAK';
    };
    ClearanceDetailsDto: {
      /** Format: date */
      ceEnteredDate?: string | null;
      /**
       * @description continuous evaluation (CE / CV) enrollment
       * @enum {string|null}
       */
      ceStatus?: 'ENROLLED' | 'UN_ENROLLED' | 'NONE' | null;
      /** @enum {string|null} */
      clearanceGrantingAgency?:
        | 'DCSA'
        | 'DOD_CAF'
        | 'OPM'
        | 'DOE'
        | 'DHS'
        | 'DOS'
        | 'DOJ'
        | 'FBI'
        | 'CIA'
        | 'NSA'
        | 'NRO'
        | 'NGA'
        | 'DIA'
        | 'ARMY'
        | 'NAVY'
        | 'AIR_FORCE'
        | 'NASA'
        | 'OTHER'
        | null;
      /** @description anything the person wants the security office to know (a correction, a pending action) */
      comments?: string | null;
      /** Format: date */
      eligibilityDeterminationDate?: string | null;
      /**
       * Format: date
       * @description the day the latest investigation closed
       */
      investigationClosedDate?: string | null;
      /**
       * @description the tier of the latest investigation
       * @enum {string|null}
       */
      investigationType?:
        | 'TIER_1'
        | 'TIER_2'
        | 'TIER_2R'
        | 'TIER_3'
        | 'TIER_3R'
        | 'TIER_4'
        | 'TIER_4R'
        | 'TIER_5'
        | 'TIER_5R'
        | 'NACLC'
        | 'ANACI'
        | 'SSBI'
        | 'SSBI_PR'
        | null;
      /** @enum {string} */
      pclEligibility:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET';
    };
    ClearanceDetailsView: {
      ceEnteredDate: string | null;
      ceStatus: string | null;
      clearanceGrantingAgency: string | null;
      comments?: string | null;
      eligibilityDeterminationDate: string | null;
      investigationClosedDate: string | null;
      investigationType: string | null;
      pclEligibility: string | null;
    };
    ClearanceDto: {
      /** Format: date */
      attestationDate?: string | null;
      billet?: string | null;
      /** Format: date */
      ceEnteredDate?: string | null;
      /**
       * @description continuous evaluation enrollment
       * @enum {string|null}
       */
      ceStatus?: 'ENROLLED' | 'UN_ENROLLED' | 'NONE' | null;
      /** @enum {string|null} */
      clearanceGrantingAgency?:
        | 'DCSA'
        | 'DOD_CAF'
        | 'OPM'
        | 'DOE'
        | 'DHS'
        | 'DOS'
        | 'DOJ'
        | 'FBI'
        | 'CIA'
        | 'NSA'
        | 'NRO'
        | 'NGA'
        | 'DIA'
        | 'ARMY'
        | 'NAVY'
        | 'AIR_FORCE'
        | 'NASA'
        | 'OTHER'
        | null;
      /** Format: date */
      deBriefDate?: string | null;
      /** Format: date */
      eligibilityDeterminationDate?: string | null;
      /**
       * Format: uuid
       * @description facility of the tenant the clearance is held at
       */
      facilityId: string;
      /** @enum {string|null} */
      indoctrinationLevel?:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET'
        | null;
      /** Format: date */
      initialBriefingDate?: string | null;
      /** Format: date */
      ndaDate?: string | null;
      /** @enum {string|null} */
      ownedServiced?: 'OWNED' | 'SERVICED' | null;
      /** @enum {string|null} */
      pclDetermination?: 'IN_PROGRESS' | 'ACTIVE' | 'INACTIVE' | 'SUSPENDED' | 'DENIED' | 'REVOKED' | 'TERMINATED' | 'INVALIDATED' | null;
      /**
       * @description the eligibility level (CLEARANCE_LEVEL)
       * @enum {string}
       */
      pclEligibility:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET';
      /** @enum {string} */
      pclStatus: 'ACTIVE' | 'IN_PROGRESS' | 'INACTIVE' | 'ACTIVE_BREAK' | 'INACTIVE_BREAK';
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    ClearanceRequestView: {
      /** @enum {string} */
      action: 'INITIATE' | 'RE_INVESTIGATE' | 'CV_CE_ENROLLMENT' | 'OFFICIAL_REQUEST' | 'TAKE_OWNERSHIP';
      clearanceId: string;
      clearanceLevel: string;
      /** Format: date-time */
      createdAt: string;
      facilityId: string;
      id: string;
      justification: string;
      neededBy: string | null;
      personName: string;
      personnelId: string;
      requestedBy: string | null;
      /** @enum {string} */
      status: 'SUBMITTED' | 'COMPLETED';
      version: number;
    };
    ClearanceVerificationView: {
      answeredBy: string | null;
      answers: components['schemas']['ClearanceDetailsView'] | null;
      /** Format: date-time */
      attestedAt: string | null;
      /** @description the caller is the person and the request waits for their answer */
      canAnswer: boolean;
      /** @description the caller may close it (PERSONNEL update) and it waits for review */
      canReview: boolean;
      clearanceId: string;
      /** Format: date-time */
      closedAt: string | null;
      closedBy: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string|null} */
      decision: 'ACCEPT_CHANGES' | 'KEEP_RECORD' | null;
      /** @description the last day the person can answer; the request expires after it */
      expiresOn: string;
      facilityId: string;
      facilityName: string;
      id: string;
      message: string | null;
      /** @description the clearance record when the request was sent */
      onRecord: components['schemas']['ClearanceDetailsView'];
      personName: string;
      personnelId: string;
      requestedBy: string | null;
      reviewNote: string | null;
      /** @enum {string} */
      status: 'SENT' | 'NEEDS_REVIEW' | 'EXPIRED' | 'CLOSED';
      version: number;
    };
    ClearanceView: {
      attestationDate: string | null;
      billet: string | null;
      ceEnteredDate: string | null;
      /** @enum {string|null} */
      ceStatus: 'ENROLLED' | 'UN_ENROLLED' | 'NONE' | null;
      /** @enum {string|null} */
      clearanceGrantingAgency:
        | 'DCSA'
        | 'DOD_CAF'
        | 'OPM'
        | 'DOE'
        | 'DHS'
        | 'DOS'
        | 'DOJ'
        | 'FBI'
        | 'CIA'
        | 'NSA'
        | 'NRO'
        | 'NGA'
        | 'DIA'
        | 'ARMY'
        | 'NAVY'
        | 'AIR_FORCE'
        | 'NASA'
        | 'OTHER'
        | null;
      /** @description the latest completed investigation of this clearance */
      completedInvestigation: components['schemas']['InvestigationBriefView'] | null;
      createdAt: string;
      deBriefDate: string | null;
      eligibilityDeterminationDate: string | null;
      facilityId: string;
      facilityName: string;
      id: string;
      /** @enum {string|null} */
      indoctrinationLevel:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET'
        | null;
      initialBriefingDate: string | null;
      ndaDate: string | null;
      /** @description the investigation of this clearance still in progress */
      openInvestigation: components['schemas']['InvestigationBriefView'] | null;
      /** @enum {string|null} */
      ownedServiced: 'OWNED' | 'SERVICED' | null;
      /** @enum {string|null} */
      pclDetermination: 'IN_PROGRESS' | 'ACTIVE' | 'INACTIVE' | 'SUSPENDED' | 'DENIED' | 'REVOKED' | 'TERMINATED' | 'INVALIDATED' | null;
      /** @enum {string} */
      pclEligibility:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET';
      /** @enum {string} */
      pclStatus: 'ACTIVE' | 'IN_PROGRESS' | 'INACTIVE' | 'ACTIVE_BREAK' | 'INACTIVE_BREAK';
      personnelId: string;
      updatedAt: string;
      version: number;
    };
    CloseOutTenantDto: {
      /**
       * Format: date
       * @description the day the tenant's access ends (YYYY-MM-DD); from that day on its users cannot sign in
       */
      terminationDate: string;
    };
    CmmcRddInputDto: {
      /** @enum {string} */
      cmmcLevel:
        | 'LEVEL1_BASIC_CYBER_HYGIENE'
        | 'LEVEL2_INTERMEDIATE_CYBER_HYGIENE'
        | 'LEVEL3_GOOD_CYBER_HYGIENE'
        | 'LEVEL4_PROACTIVE'
        | 'LEVEL5_ADVANCED_PROGRESSIVE';
      readonly id?: string;
      readonly requiredDocumentTitles?: string[];
      requiredDocuments: (
        | 'CLEARANCE_PROCESSING_REQUEST'
        | 'SF_86'
        | 'SF_86_CERTIFICATION'
        | 'SF_86_RELEASE_GENERAL'
        | 'SF_86_RELEASE_MEDICAL'
        | 'SF_86_RELEASE_CREDIT'
        | 'SF_86C'
        | 'SF_85'
        | 'SF_85P'
        | 'SF_85P_S'
        | 'SF_312'
        | 'FINGERPRINT_CARD'
        | 'ELECTRONIC_FINGERPRINT_RECEIPT'
        | 'PROOF_OF_CITIZENSHIP'
        | 'NATURALIZATION_CERTIFICATE'
        | 'PASSPORT_COPY'
        | 'E_QIP_SIGNATURE_PAGES'
        | 'INTERIM_DETERMINATION_NOTICE'
        | 'REINVESTIGATION_NOTICE'
        | 'INITIAL_SECURITY_BRIEFING'
        | 'ANNUAL_REFRESHER_BRIEFING'
        | 'TERMINATION_DEBRIEFING'
        | 'CNWDI_BRIEFING'
        | 'CNWDI_DEBRIEFING'
        | 'COMSEC_BRIEFING'
        | 'COMSEC_DEBRIEFING'
        | 'CRYPTO_BRIEFING'
        | 'CRYPTO_DEBRIEFING'
        | 'FGI_BRIEFING'
        | 'FGI_DEBRIEFING'
        | 'NATO_BRIEFING'
        | 'NATO_DEBRIEFING'
        | 'SCI_BRIEFING'
        | 'SCI_DEBRIEFING'
        | 'SAP_BRIEFING'
        | 'SAP_DEBRIEFING'
        | 'FOREIGN_TRAVEL_BRIEFING'
        | 'FOREIGN_TRAVEL_DEBRIEFING'
        | 'COURIER_BRIEFING'
        | 'LETTER_OF_APPOINTMENT'
        | 'LETTER_OF_APPOINTMENT_AFSO'
        | 'LETTER_OF_APPOINTMENT_ACCS'
        | 'LETTER_OF_APPOINTMENT_DISS'
        | 'LETTER_OF_APPOINTMENT_FSO'
        | 'LETTER_OF_APPOINTMENT_ITPSO'
        | 'LETTER_OF_APPOINTMENT_NISS'
        | 'LETTER_OF_APPOINTMENT_ISSM'
        | 'STEPP_FSO_ORIENTATION_NON_POSSESSING'
        | 'STEPP_FSO_PROGRAM_MANAGEMENT_POSSESSING'
        | 'STEPP_ESSENTIALS_INDUSTRIAL_SECURITY'
        | 'STEPP_INTRO_INDUSTRIAL_SECURITY'
        | 'STEPP_NISP_SELF_INSPECTION'
        | 'STEPP_INSIDER_THREAT_PROGRAM'
        | 'STEPP_INSIDER_THREAT_AWARENESS'
        | 'STEPP_DERIVATIVE_CLASSIFICATION'
        | 'STEPP_MARKING_CLASSIFIED'
        | 'STEPP_PERSONNEL_CLEARANCES_NISP'
        | 'STEPP_FACILITY_CLEARANCES_NISP'
        | 'STEPP_NISS_OVERVIEW'
        | 'STEPP_DISS_OVERVIEW'
        | 'STEPP_COMSEC_CUSTODIAN'
        | 'STEPP_TRANSMISSION_TRANSPORTATION'
        | 'STEPP_CYBERSECURITY_AWARENESS'
        | 'TRAINING_INSIDER_THREAT'
        | 'TRAINING_CYBERSECURITY_AWARENESS'
        | 'TRAINING_COUNTERINTELLIGENCE'
        | 'TRAINING_DERIVATIVE_CLASSIFICATION'
        | 'TRAINING_CUI'
        | 'TRAINING_OPSEC'
        | 'TRAINING_SUSPICIOUS_CONTACT_REPORTING'
        | 'TRAINING_SAFEGUARDING_CLASSIFIED'
        | 'TRAINING_EXPORT_CONTROL'
        | 'TRAINING_ISSM'
        | 'TRAINING_NISPOM_REFRESHER'
        | 'TRAINING_SECURITY_AWARENESS'
        | 'TCP_ACKNOWLEDGEMENT'
        | 'TYPE_A_CONSULTANT_CERTIFICATE'
        | 'VISIT_AUTHORIZATION_REQUEST'
        | 'SELF_REPORTING_ACKNOWLEDGEMENT'
        | 'ACCEPTABLE_USE_AGREEMENT'
        | 'PRIVILEGED_ACCESS_AGREEMENT'
        | 'DD_254'
        | 'DD_441'
        | 'DD_441_1'
        | 'SF_328'
        | 'KMP_LIST'
        | 'FCL_SPONSORSHIP_LETTER'
        | 'FACILITY_CLEARANCE_LETTER'
        | 'BUSINESS_FORMATION_DOCUMENTS'
        | 'EXCLUSION_RESOLUTION'
        | 'FOCI_MITIGATION_AGREEMENT'
        | 'STANDARD_PRACTICE_PROCEDURES'
        | 'INSIDER_THREAT_PROGRAM_PLAN'
        | 'SELF_INSPECTION_REPORT'
        | 'SELF_INSPECTION_CERTIFICATION'
        | 'CHANGE_CONDITION_REPORT'
        | 'EMERGENCY_PROCEDURES'
        | 'CLOSED_AREA_APPROVAL'
        | 'SECURITY_CONTAINER_CHECK_SHEET'
        | 'ACTIVITY_SECURITY_CHECKLIST'
        | 'INFORMATION_SYSTEM_AUTHORIZATION'
        | 'TECHNOLOGY_CONTROL_PLAN'
        | 'CMMC_SYSTEM_SECURITY_PLAN'
        | 'CMMC_POAM'
        | 'CMMC_SPRS_SCORE'
        | 'CMMC_SELF_ASSESSMENT'
        | 'CMMC_AFFIRMATION'
        | 'CMMC_CERTIFICATE'
        | 'CMMC_ASSET_INVENTORY'
        | 'CMMC_NETWORK_DIAGRAM'
        | 'CMMC_INCIDENT_RESPONSE_PLAN'
        | 'CMMC_ACCESS_CONTROL_POLICY'
        | 'CMMC_CONFIGURATION_MANAGEMENT_PLAN'
        | 'CMMC_RISK_ASSESSMENT'
        | 'CMMC_MEDIA_PROTECTION_POLICY'
        | 'CMMC_AUDIT_LOG_REVIEW'
        | 'CMMC_BACKUP_RECOVERY_PLAN'
        | 'CMMC_VULNERABILITY_SCAN'
        | 'CMMC_THREAT_HUNTING_REPORT'
        | 'OTHER'
      )[];
      /** Format: date */
      updatedDate?: string;
    };
    ContactDto: {
      cellPhoneNumber?: string | null;
      /** @description the "same as primary address" choice of the form */
      checked?: boolean | null;
      city?: string | null;
      contactName?: string | null;
      /** @enum {string|null} */
      contactRelationshipType?:
        | 'SPOUSE'
        | 'DOMESTIC_PARTNER'
        | 'PARENT'
        | 'CHILD'
        | 'SIBLING'
        | 'GRANDPARENT'
        | 'OTHER_RELATIVE'
        | 'FRIEND'
        | 'COLLEAGUE'
        | 'OTHER'
        | null;
      /** @enum {string} */
      contactTypeEnum: 'PERSONAL' | 'EMERGENCY' | 'TRAVEL_EMERGENCY';
      countryId?: number | null;
      faxNumber?: string | null;
      governmentEmailAddress?: string | null;
      /** @description phones are stored as ddd-ddd-dddd when they hold a 10-digit US number, otherwise as typed */
      homePhoneNumber?: string | null;
      /**
       * Format: uuid
       * @description keep the id of an existing contact to update it in place; contacts not sent are removed
       */
      id?: string | null;
      personalEmailAddress?: string | null;
      /** @enum {string|null} */
      preferredPhoneType?: 'CELL' | 'HOME' | 'WORK' | null;
      state?: string | null;
      street1?: string | null;
      street2?: string | null;
      workPhoneNumber?: string | null;
      zipCode?: string | null;
    };
    ContactView: {
      cellPhoneNumber: string | null;
      checked: boolean;
      city: string | null;
      contactName: string | null;
      /** @enum {string|null} */
      contactRelationshipType:
        | 'SPOUSE'
        | 'DOMESTIC_PARTNER'
        | 'PARENT'
        | 'CHILD'
        | 'SIBLING'
        | 'GRANDPARENT'
        | 'OTHER_RELATIVE'
        | 'FRIEND'
        | 'COLLEAGUE'
        | 'OTHER'
        | null;
      /** @enum {string} */
      contactTypeEnum: 'PERSONAL' | 'EMERGENCY' | 'TRAVEL_EMERGENCY';
      countryId: number | null;
      faxNumber: string | null;
      governmentEmailAddress: string | null;
      homePhoneNumber: string | null;
      id: string;
      personalEmailAddress: string | null;
      /** @enum {string|null} */
      preferredPhoneType: 'CELL' | 'HOME' | 'WORK' | null;
      state: string | null;
      street1: string | null;
      street2: string | null;
      workPhoneNumber: string | null;
      zipCode: string | null;
    };
    ContactsDto: {
      personnelContacts: components['schemas']['ContactDto'][];
    };
    ContractDetailView: {
      /** @description people PENDING or ASSIGNED */
      assignedCount: number;
      contractName: string;
      contractNumber: string;
      /** @enum {string} */
      contractType: 'PRIME' | 'SUBCONTRACT' | 'TASK_ORDER' | 'IDIQ' | 'TM' | 'FIXED_PRICE' | 'FLEX' | 'OTHER';
      contractingOfficerEmail: string | null;
      contractingOfficerName: string | null;
      contractingOfficerPhone: string | null;
      createdAt: string;
      customerAgency: string | null;
      description: string | null;
      documents: components['schemas']['ContractDocumentView'][];
      facilityId: string | null;
      facilityName: string | null;
      /** @enum {string} */
      highestClassification: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      id: string;
      popEndDate: string | null;
      popStartDate: string | null;
      primeContractNumber: string | null;
      programManagerId: string | null;
      programManagerName: string | null;
      /** @enum {string} */
      requiredClearanceLevel: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      /** @enum {string} */
      status: 'ACTIVE' | 'CLOSING' | 'CLOSED';
      subcontractors: components['schemas']['SubcontractorView'][];
      updatedAt: string;
      version: number;
    };
    ContractDocumentDto: {
      description?: string | null;
      /**
       * Format: date
       * @description the date the document bears (signature, modification, issue)
       */
      documentDate?: string | null;
      /**
       * @description default OTHER
       * @enum {string|null}
       */
      documentType?:
        'CONTRACT' | 'MODIFICATION' | 'STATEMENT_OF_WORK' | 'DD254' | 'SECURITY_CLASSIFICATION_GUIDE' | 'CORRESPONDENCE' | 'OTHER' | null;
      /** @description default: the file name */
      title?: string | null;
    };
    ContractDocumentView: {
      description: string | null;
      documentDate: string | null;
      /** @enum {string} */
      documentType:
        'CONTRACT' | 'MODIFICATION' | 'STATEMENT_OF_WORK' | 'DD254' | 'SECURITY_CLASSIFICATION_GUIDE' | 'CORRESPONDENCE' | 'OTHER';
      /** @description the stored file (download: GET /documents/{file.filePath}) */
      file: components['schemas']['DocumentDto'];
      /** @description the contract document id (path of PUT/DELETE /contracts/{id}/document/{documentId}) */
      id: string;
      title: string;
      version: number;
    };
    ContractDto: {
      contractName: string;
      /** @description unique in the tenant (case-insensitive) */
      contractNumber: string;
      /**
       * @description default PRIME
       * @enum {string|null}
       */
      contractType?: 'PRIME' | 'SUBCONTRACT' | 'TASK_ORDER' | 'IDIQ' | 'TM' | 'FIXED_PRICE' | 'FLEX' | 'OTHER' | null;
      contractingOfficerEmail?: string | null;
      contractingOfficerName?: string | null;
      /** @example 703-555-0100 */
      contractingOfficerPhone?: string | null;
      customerAgency?: string | null;
      description?: string | null;
      /**
       * Format: uuid
       * @description a facility of the tenant performing the work
       */
      facilityId?: string | null;
      /**
       * @description DD254 block 1a: the facility clearance the work requires; default SECRET
       * @enum {string|null}
       */
      highestClassification?: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET' | null;
      /**
       * Format: date
       * @description period of performance end, on or after the start
       */
      popEndDate?: string | null;
      /**
       * Format: date
       * @description period of performance start, yyyy-mm-dd
       */
      popStartDate?: string | null;
      /** @description for a subcontract: the prime contract it flows down from */
      primeContractNumber?: string | null;
      /**
       * Format: uuid
       * @description a person of the tenant
       */
      programManagerId?: string | null;
      /**
       * @description the clearance a person must hold to be assigned; default SECRET
       * @enum {string|null}
       */
      requiredClearanceLevel?: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET' | null;
      /**
       * @description answered only; moved by POST /contracts/{id}
       * @enum {string}
       */
      readonly status?: 'ACTIVE' | 'CLOSED' | 'CLOSING';
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    ContractEndingView: {
      contractName: string;
      contractNumber: string;
      id: string;
      /** @description YYYY-MM-DD */
      popEndDate: string;
      /** @enum {string} */
      status: 'ACTIVE' | 'CLOSING' | 'CLOSED';
      /** @enum {string} */
      window: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
    };
    ContractPersonnelView: {
      /** @enum {string} */
      assignmentStatus: 'PENDING' | 'ASSIGNED' | 'UNASSIGNED';
      /**
       * @description the person's highest held clearance (basic level)
       * @enum {string}
       */
      clearanceLevel: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      dateAssigned: string | null;
      dateUnassigned: string | null;
      firstName: string;
      /** @description assignment id */
      id: string;
      lastName: string;
      notes: string | null;
      personnelId: string;
      position: string | null;
      /** @description colon-separated */
      specialAccess: string | null;
      version: number;
    };
    ContractRefView: {
      contractName: string;
      contractNumber: string;
      id: string;
      popEndDate: string | null;
      popStartDate: string | null;
      /** @enum {string} */
      status: 'ACTIVE' | 'CLOSING' | 'CLOSED';
    };
    ContractStatusDto: {
      /** @enum {string} */
      status: 'ACTIVE' | 'CLOSING' | 'CLOSED';
    };
    ContractView: {
      /** @description people PENDING or ASSIGNED */
      assignedCount: number;
      contractName: string;
      contractNumber: string;
      /** @enum {string} */
      contractType: 'PRIME' | 'SUBCONTRACT' | 'TASK_ORDER' | 'IDIQ' | 'TM' | 'FIXED_PRICE' | 'FLEX' | 'OTHER';
      contractingOfficerEmail: string | null;
      contractingOfficerName: string | null;
      contractingOfficerPhone: string | null;
      createdAt: string;
      customerAgency: string | null;
      description: string | null;
      facilityId: string | null;
      facilityName: string | null;
      /** @enum {string} */
      highestClassification: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      id: string;
      popEndDate: string | null;
      popStartDate: string | null;
      primeContractNumber: string | null;
      programManagerId: string | null;
      programManagerName: string | null;
      /** @enum {string} */
      requiredClearanceLevel: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      /** @enum {string} */
      status: 'ACTIVE' | 'CLOSING' | 'CLOSED';
      updatedAt: string;
      version: number;
    };
    ContractsEndingCountView: {
      count: number;
      /** @enum {string} */
      window: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
    };
    ContractsEndingView: {
      /** @description the contracts of the windows, the earliest end first (at most 10) */
      contracts: components['schemas']['ContractEndingView'][];
      facilityId: string | null;
      /** @description the tenant's today (YYYY-MM-DD) the windows count from */
      today: string;
      /** @description the last day of the longest window (today + 90): the contracts list filtered by popEndDate_lte = until and status ACTIVE or CLOSING shows the same contracts */
      until: string;
      windows: components['schemas']['ContractsEndingCountView'][];
    };
    ConvertTenantDto: {
      /**
       * Format: uuid
       * @description the MSS provider managing the tenant after conversion; null or absent for an unmanaged tenant
       */
      managingTenantId?: string | null;
      /** @enum {string} */
      tenantType: 'SAAS' | 'MSS' | 'DEFAULT';
    };
    CostCenterDto: {
      code: string;
      createdAt: string;
      id: string;
      name: string;
      updatedAt: string;
      version: number;
    };
    CostCenterInputDto: {
      /** @description unique in the tenant (case-insensitive): 'Cost Center Code already in use' */
      code: string;
      name: string;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    CountryDto: {
      /** @description two uppercase letters, unique */
      alpha2CountryCode: string;
      /** @description three uppercase letters, unique */
      alpha3CountryCode: string;
      countryName: string;
      /** @description default false */
      dniThreatListIncluded?: boolean;
      readonly id?: number;
      /** @description one to three digits, unique (compared as a number: 4 and 004 are the same code) */
      numericCountryCode?: string | null;
    };
    CountryOtherNameDto: {
      /** @description default 236 */
      countryId?: number;
      readonly countryName?: string;
      readonly id?: string;
      otherName: string;
    };
    CountryOtherNameView: {
      countryId: number;
      countryName: string;
      id: string;
      otherName: string;
    };
    CountryView: {
      alpha2CountryCode: string;
      alpha3CountryCode: string;
      /** @description the master data names of the same values (spec 03 §3) */
      countryName: string;
      /** @description named by the DNI Annual Threat Assessment */
      dniThreatListIncluded: boolean;
      id: number;
      /** @description ISO 3166-1 alpha-2 */
      iso2: string;
      /** @description ISO 3166-1 alpha-3 */
      iso3: string;
      name: string;
      /** @description ISO 3166-1 numeric, 1 to 3 digits; null for a country without one */
      numericCountryCode: string | null;
    };
    CreateClearanceRequestDto: {
      /** @enum {string} */
      action: 'INITIATE' | 'RE_INVESTIGATE' | 'CV_CE_ENROLLMENT' | 'OFFICIAL_REQUEST' | 'TAKE_OWNERSHIP';
      /** Format: uuid */
      clearanceId: string;
      justification: string;
      /** Format: date */
      neededBy?: string | null;
      /** Format: uuid */
      personnelId: string;
    };
    CreateClearanceVerificationDto: {
      /**
       * Format: uuid
       * @description a clearance record of that person
       */
      clearanceId: string;
      /** @description a note from the security office, shown to the person with the request */
      message?: string | null;
      /** Format: uuid */
      personnelId: string;
    };
    CreateInvitationsDto: {
      invites: components['schemas']['InviteeDto'][];
    };
    CreateInviteeUserDto: {
      /** Format: uuid */
      invitationId: string;
    };
    CreatePersonnelDto: {
      agencyId?: string | null;
      aliasName?: string | null;
      alienRegistrationNumber?: string | null;
      automobile?: components['schemas']['AutomobileDto'] | null;
      birthAddress: components['schemas']['BirthAddressDto'];
      /** Format: date */
      birthDate: string;
      readonly canRevealSsn?: boolean;
      /** @description default 236 (United States) on add; left out on a change keeps the stored country */
      citizenshipCountryId?: number;
      /** @enum {string} */
      citizenshipType:
        | 'BORN_IN_US'
        | 'BORN_ABROAD_TO_US_PARENTS'
        | 'NATURALIZED'
        | 'DERIVED'
        | 'DUAL_CITIZENSHIP'
        | 'LAWFUL_PERMANENT_RESIDENT'
        | 'NON_US_CITIZEN';
      readonly createdAt?: string;
      dodEdiPn?: string | null;
      employeeId?: string | null;
      employment?: components['schemas']['EmploymentDto'] | null;
      /** @description default true */
      enabled?: boolean | null;
      readonly facilities?: components['schemas']['FacilityRefView'][];
      /** @description facilities the person belongs to (at least one) */
      facilityIds: string[];
      firstName: string;
      foreignPassport?: boolean | null;
      foreignPassportCountryId?: number | null;
      /**
       * Format: date
       * @description not before foreignPassportIssueDate
       */
      foreignPassportExpiryDate?: string | null;
      /** Format: date */
      foreignPassportIssueDate?: string | null;
      foreignPassportNumber?: string | null;
      /** @enum {string} */
      genderType: 'MALE' | 'FEMALE' | 'OTHER' | 'UNDISCLOSED';
      readonly id?: string;
      /** @description key management personnel */
      kmp?: boolean | null;
      kmpExcluded?: boolean | null;
      /** Format: date */
      kmpExclusionDate?: string | null;
      /** @description percentage owned, 0 to 100 */
      kmpOwnership?: number | null;
      /** @enum {string|null} */
      kmpType?: 'SENIOR_MANAGEMENT_OFFICIAL' | 'FSO' | 'ITPSO' | 'OFFICER' | 'DIRECTOR' | 'OWNER' | 'PARTNER' | 'OTHER' | null;
      lastName: string;
      /** @enum {string} */
      maritalStatus: 'SINGLE' | 'MARRIED' | 'DOMESTIC_PARTNERSHIP' | 'SEPARATED' | 'DIVORCED' | 'WIDOWED';
      middleName?: string | null;
      /** Format: date */
      nonUsCitizenshipRenDate?: string | null;
      /**
       * Format: date
       * @description not before passportIssueDate
       */
      passportExpiryDate?: string | null;
      /** Format: date */
      passportIssueDate?: string | null;
      passportNumber?: string | null;
      /** @enum {string|null} */
      passportType?: 'REGULAR' | 'OFFICIAL' | 'DIPLOMATIC' | 'PASSPORT_CARD' | null;
      personnelContacts?: components['schemas']['ContactDto'][] | null;
      /** @description the Required Documents choices (titleId, required) of the person's documents; the other document fields change through the document routes */
      personnelDocuments?: components['schemas']['PersonnelDocumentChoiceDto'][] | null;
      physical?: components['schemas']['PhysicalDto'] | null;
      previouslyUsedNames?: string | null;
      readonly profilePhoto?: components['schemas']['ProfilePhotoView'] | null;
      /** @description pseudo-SSN: like the SSN (nine digits, stored encrypted, shown per SSN visibility); null or blank clears it */
      pssn?: string | null;
      /** @description only (and then required) for DUAL_CITIZENSHIP */
      secondCitizenshipCountryId?: number | null;
      /** @description special systems the person can access: values of the tenant setting ACCESSIBLE_SPECIAL_SYSTEMS */
      specialSystemAccessList?: string[] | null;
      /** @description nine digits, dashes allowed (XXX-XX-XXXX); stored encrypted */
      ssn: string;
      /** @enum {string} */
      readonly ssnVisibility?: 'FULL' | 'LAST_FOUR' | 'MASKED';
      /** @enum {string} */
      readonly status?: 'ACTIVE' | 'INACTIVE' | 'SUSPENDED' | 'INPROGRESS';
      readonly updatedAt?: string;
      /**
       * Format: date
       * @description set to the birth date by the server for BORN_IN_US
       */
      usCitizenshipDate?: string | null;
      readonly userId?: string | null;
      workEmail: string;
    };
    CreateRoleDto: {
      description?: string | null;
      name: string;
      /** @description initial permissions (same rules as PUT /roles/permissions) */
      permissions?: components['schemas']['PermissionChangeDto'][];
      prettyName: string;
    };
    CreateTenantDto: {
      billingContactEmail?: string | null;
      billingContactName?: string | null;
      billingContactPhone?: string | null;
      cageCode?: string | null;
      city?: string | null;
      clientFsoEmail?: string | null;
      clientFsoName?: string | null;
      clientFsoPhone?: string | null;
      contactEmail?: string | null;
      contactName?: string | null;
      contactPhone?: string | null;
      contactTitle?: string | null;
      /** @description default 236 (United States) on add */
      countryId?: number;
      enabled?: boolean;
      /**
       * Format: uuid
       * @description the MSS provider that manages the new tenant (MSS staff: always their own organization)
       */
      managingTenantId?: string | null;
      name: string;
      notes?: string | null;
      /** @enum {string} */
      payTier?: 'PREMIUM' | 'STANDARD' | 'ADMINISTRATIVE' | 'HOURLY';
      /** Format: uuid */
      securityTeamPocUserId?: string | null;
      state?: string | null;
      street1?: string | null;
      street2?: string | null;
      /** @enum {string} */
      tenantType: 'SAAS' | 'MSS' | 'DEFAULT';
      website?: string | null;
      zipCode?: string | null;
    };
    CreateUserDto: {
      email: string;
      firstName?: string | null;
      lastName?: string | null;
      phone?: string | null;
      roleIds: string[];
      /** @description send the welcome e-mail with a set-password link (default: when no temporary password is given) */
      sendWelcomeEmail?: boolean;
      /** @description a temporary password the user must change at the first sign-in */
      temporaryPassword?: string;
      username: string;
    };
    CsaDto: {
      city: string;
      /** @description default 236 (United States) */
      countryId?: number;
      readonly id?: string;
      /** @description default true */
      naesoc?: boolean;
      officeName: string;
      poc1ContactEmail?: string | null;
      /**
       * @description ddd-ddd-dddd
       * @example 703-555-0100
       */
      poc1PhoneNumber?: string | null;
      poc2ContactEmail?: string | null;
      /**
       * @description ddd-ddd-dddd
       * @example 703-555-0100
       */
      poc2PhoneNumber?: string | null;
      /** @description a US postal code (VA) when the country is 236, free text elsewhere */
      stateCode?: string | null;
      streetAddress1: string;
      streetAddress2?: string | null;
      /** @description a US zip code when the country is 236 */
      zipCode?: string | null;
    };
    CsaOptionView: {
      city: string;
      id: string;
      naesoc: boolean;
      officeName: string;
      stateCode: string | null;
    };
    CsaView: {
      city: string;
      countryId: number;
      id: string;
      naesoc: boolean;
      officeName: string;
      poc1ContactEmail: string | null;
      poc1PhoneNumber: string | null;
      poc2ContactEmail: string | null;
      poc2PhoneNumber: string | null;
      stateCode: string | null;
      streetAddress1: string;
      streetAddress2: string | null;
      zipCode: string | null;
    };
    Dd254Dto: {
      accessOther?: string | null;
      /** @description the letters answered yes (the others are no) */
      accessRequired?:
        | (
            | 'A_COMSEC'
            | 'B_RESTRICTED_DATA'
            | 'C_CNWDI'
            | 'D_FORMERLY_RESTRICTED_DATA'
            | 'E1_INTELLIGENCE_SCI'
            | 'E2_INTELLIGENCE_NON_SCI'
            | 'F_SPECIAL_ACCESS'
            | 'G_NATO'
            | 'H_FOREIGN_GOVERNMENT'
            | 'I_ACCM'
            | 'J_CUI'
            | 'K_OTHER'
          )[]
        | null;
      additionalRequirements?: boolean | null;
      additionalRequirementsText?: string | null;
      /** Format: date */
      certifiedDate?: string | null;
      certifierAddress?: string | null;
      certifierEmail?: string | null;
      certifierName?: string | null;
      /** @example 703-555-0100 */
      certifierPhone?: string | null;
      certifierTitle?: string | null;
      contractorAddress?: string | null;
      contractorCage?: string | null;
      contractorCsoAddress?: string | null;
      contractorCsoName?: string | null;
      contractorName?: string | null;
      /** @description the letters answered yes (the others are no) */
      distribution?: ('A_CONTRACTOR' | 'B_SUBCONTRACTOR' | 'C_CSO' | 'D_OVERSEAS' | 'E_ACO' | 'F_OTHERS')[] | null;
      distributionOther?: string | null;
      /** @enum {string|null} */
      facilityClearance?: 'TOP_SECRET' | 'SECRET' | 'CONFIDENTIAL' | null;
      /** Format: date */
      finalDate?: string | null;
      finalRetention?: boolean | null;
      followOn?: boolean | null;
      inspections?: boolean | null;
      inspectionsText?: string | null;
      /**
       * Format: date
       * @description the next review (default on issue: two years after the date of issue; none for a final DD254)
       */
      nextReviewDate?: string | null;
      /** Format: date */
      originalDate?: string | null;
      performanceCage?: string | null;
      performanceCsoAddress?: string | null;
      performanceCsoName?: string | null;
      performanceLocation?: string | null;
      performanceOther?: string | null;
      /** @description the letters answered yes (the others are no) */
      performanceRequirements?:
        | (
            | 'A_ACCESS_ELSEWHERE_ONLY'
            | 'B_RECEIVE_DOCUMENTS_ONLY'
            | 'C_RECEIVE_AND_GENERATE'
            | 'D_HARDWARE'
            | 'E_SERVICES_ONLY'
            | 'F_OUTSIDE_US'
            | 'G_DTIC'
            | 'H_COMSEC_ACCOUNT'
            | 'I_TEMPEST'
            | 'J_OPSEC'
            | 'K_DEFENSE_COURIER'
            | 'L_CUI'
            | 'M_OTHER'
          )[]
        | null;
      precedingContractNumber?: string | null;
      primeContractNumber?: string | null;
      procurementDescription?: string | null;
      /** @enum {string|null} */
      publicRelease?: 'DIRECT' | 'THROUGH' | null;
      publicReleaseThrough?: string | null;
      publicReleaseTo?: string | null;
      retentionPeriod?: string | null;
      /** Format: date */
      retentionRequestDate?: string | null;
      /** Format: date */
      revisionDate?: string | null;
      /** @enum {string|null} */
      safeguardingLevel?: 'TOP_SECRET' | 'SECRET' | 'CONFIDENTIAL' | 'NONE' | null;
      securityGuidance?: string | null;
      /** Format: date */
      solicitationDueDate?: string | null;
      solicitationNumber?: string | null;
      subcontractNumber?: string | null;
      subcontractorAddress?: string | null;
      subcontractorCage?: string | null;
      subcontractorCsoAddress?: string | null;
      subcontractorCsoName?: string | null;
      subcontractorName?: string | null;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    Dd254ReviseDto: {
      /** @enum {string} */
      kind: 'REVISED' | 'FINAL';
    };
    Dd254View: {
      accessOther: string | null;
      accessRequired: (
        | 'A_COMSEC'
        | 'B_RESTRICTED_DATA'
        | 'C_CNWDI'
        | 'D_FORMERLY_RESTRICTED_DATA'
        | 'E1_INTELLIGENCE_SCI'
        | 'E2_INTELLIGENCE_NON_SCI'
        | 'F_SPECIAL_ACCESS'
        | 'G_NATO'
        | 'H_FOREIGN_GOVERNMENT'
        | 'I_ACCM'
        | 'J_CUI'
        | 'K_OTHER'
      )[];
      additionalRequirements: boolean;
      additionalRequirementsText: string | null;
      /** Format: date */
      certifiedDate: string | null;
      certifierAddress: string | null;
      certifierEmail: string | null;
      certifierName: string | null;
      certifierPhone: string | null;
      certifierTitle: string | null;
      contractId: string;
      contractName: string;
      /** @description the contract's number and name, for headings */
      contractNumber: string;
      contractorAddress: string | null;
      contractorCage: string | null;
      contractorCsoAddress: string | null;
      contractorCsoName: string | null;
      contractorName: string | null;
      createdAt: string;
      /** @description the latest issued version of the contract (the one in force) */
      current: boolean;
      distribution: ('A_CONTRACTOR' | 'B_SUBCONTRACTOR' | 'C_CSO' | 'D_OVERSEAS' | 'E_ACO' | 'F_OTHERS')[];
      distributionOther: string | null;
      /** @enum {string|null} */
      facilityClearance?: 'TOP_SECRET' | 'SECRET' | 'CONFIDENTIAL' | null;
      /** Format: date */
      finalDate: string | null;
      finalRetention: boolean;
      followOn: boolean;
      id: string;
      inspections: boolean;
      inspectionsText: string | null;
      /** Format: date-time */
      issuedAt: string | null;
      /** @enum {string} */
      kind: 'ORIGINAL' | 'REVISED' | 'FINAL';
      /** Format: date */
      nextReviewDate: string | null;
      /** Format: date */
      originalDate: string | null;
      performanceCage: string | null;
      performanceCsoAddress: string | null;
      performanceCsoName: string | null;
      performanceLocation: string | null;
      performanceOther: string | null;
      performanceRequirements: (
        | 'A_ACCESS_ELSEWHERE_ONLY'
        | 'B_RECEIVE_DOCUMENTS_ONLY'
        | 'C_RECEIVE_AND_GENERATE'
        | 'D_HARDWARE'
        | 'E_SERVICES_ONLY'
        | 'F_OUTSIDE_US'
        | 'G_DTIC'
        | 'H_COMSEC_ACCOUNT'
        | 'I_TEMPEST'
        | 'J_OPSEC'
        | 'K_DEFENSE_COURIER'
        | 'L_CUI'
        | 'M_OTHER'
      )[];
      precedingContractNumber: string | null;
      primeContractNumber: string | null;
      procurementDescription: string | null;
      /** @enum {string} */
      publicRelease: 'DIRECT' | 'THROUGH';
      publicReleaseThrough: string | null;
      publicReleaseTo: string | null;
      retentionPeriod: string | null;
      /** Format: date */
      retentionRequestDate: string | null;
      /** Format: date */
      revisionDate: string | null;
      revisionNumber: number;
      /** @enum {string|null} */
      safeguardingLevel?: 'TOP_SECRET' | 'SECRET' | 'CONFIDENTIAL' | 'NONE' | null;
      securityGuidance: string | null;
      /** Format: date */
      solicitationDueDate: string | null;
      solicitationNumber: string | null;
      /** @enum {string} */
      status: 'DRAFT' | 'ISSUED';
      subcontractNumber: string | null;
      subcontractorAddress: string | null;
      subcontractorCage: string | null;
      subcontractorCsoAddress: string | null;
      subcontractorCsoName: string | null;
      subcontractorName: string | null;
      updatedAt: string;
      version: number;
    };
    DocTemplateTypeDto: {
      docName?: string | null;
      readonly fileName?: string | null;
      /**
       * @description default STANDARD
       * @enum {string}
       */
      formatTypeEnum?: 'STANDARD' | 'FBI' | 'DOS';
      readonly hasFile?: boolean;
      readonly id?: string;
      /** @description default true */
      isActive?: boolean;
      /**
       * @description default FACILITY
       * @enum {string}
       */
      objectTypeEnum?: 'FACILITY' | 'PERSONNEL' | 'CONTRACT' | 'VISIT' | 'INCIDENT' | 'CLASSIFIED_MATERIAL' | 'SAFE' | 'CMMC' | 'TENANT';
      templateTypeName: string;
    };
    DocTemplateTypeView: {
      docName: string | null;
      /** @description the uploaded template's file name; null without a file */
      fileName: string | null;
      /** @enum {string} */
      formatTypeEnum: 'STANDARD' | 'FBI' | 'DOS';
      /** @description whether GET /system-master-data/doc-template-type/{id}/file answers the file */
      hasFile: boolean;
      id: string;
      isActive: boolean;
      /** @enum {string} */
      objectTypeEnum: 'FACILITY' | 'PERSONNEL' | 'CONTRACT' | 'VISIT' | 'INCIDENT' | 'CLASSIFIED_MATERIAL' | 'SAFE' | 'CMMC' | 'TENANT';
      templateTypeName: string;
    };
    DocTypeDto: {
      /** @description default false */
      docLocked?: boolean;
      docTitle: string;
      /** Format: date */
      endDate?: string | null;
      fileName?: string | null;
      readonly id?: string;
      /** @enum {string} */
      objectTypeEnum: 'FACILITY' | 'PERSONNEL' | 'CONTRACT' | 'VISIT' | 'INCIDENT' | 'CLASSIFIED_MATERIAL' | 'SAFE' | 'CMMC' | 'TENANT';
      /** @description default 0 */
      sortOrder?: number;
    };
    DocTypeView: {
      docLocked: boolean;
      docTitle: string;
      endDate: string | null;
      fileName: string | null;
      id: string;
      /** @enum {string} */
      objectTypeEnum: 'FACILITY' | 'PERSONNEL' | 'CONTRACT' | 'VISIT' | 'INCIDENT' | 'CLASSIFIED_MATERIAL' | 'SAFE' | 'CMMC' | 'TENANT';
      sortOrder: number;
    };
    DocumentDto: {
      contentType: string;
      entityId: string;
      /** @enum {string} */
      entityType:
        | 'TENANT'
        | 'PERSONNEL'
        | 'FACILITY'
        | 'CONTRACT'
        | 'INCOMING_VISIT'
        | 'OUTGOING_VISIT'
        | 'FOCI_VISIT'
        | 'INCIDENT'
        | 'CLASSIFIED_MATERIAL'
        | 'SAFE'
        | 'CMMC'
        | 'ANNUAL_TRAINING_DOCUMENT'
        | 'DOWNLOAD_LINK';
      fileName: string;
      /** @description path for GET /documents/{path} */
      filePath: string;
      id: string;
      sha256: string;
      /** @description bytes */
      size: number;
      uploadedAt: string;
      uploadedBy: string | null;
    };
    DocumentsSectionDto: {
      documents: components['schemas']['RequiredDocumentChoiceDto'][];
      /** Format: uuid */
      personnelId: string;
    };
    DownloadLinkDto: {
      /** @description facility ids whose people see the link (people linked to one of them); empty means every facility */
      allowedFacilities: string[];
      /** @description role names; empty means every role */
      allowedRoles: string[];
      description: string;
      fileName: string | null;
      /** @description path for GET /documents/{path}, null when the link is an address */
      filePath: string | null;
      id: string;
      isActive: boolean;
      /** @description Display Name */
      prettyName: string;
      /** @enum {string} */
      sectionName: 'COMPANY' | 'GOV' | 'NEWSLETTER' | 'BLANK_FORM' | 'EDU_TRNG' | 'SOP';
      url: string | null;
      /** @description YYYY-MM-DD or null */
      validUntilDate: string | null;
    };
    DownloadUrlDto: {
      expiresAt: string;
      fileName: string;
      /** @description path of a link that downloads the file for the signed-in user (short-lived) */
      url: string;
    };
    DueCountView: {
      count: number;
      /** @enum {string} */
      item: 'BADGE' | 'POLYGRAPH' | 'REINVESTIGATION';
      /** @enum {string} */
      window: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
    };
    EmailInstructionsDto: {
      instructions: string;
      recipients: string[];
      subject: string;
    };
    EmailInstructionsResultDto: {
      message: string;
      sent: number;
    };
    EmailPlaceholderDto: {
      description: string;
      /** @description a list: used as {{#each name}}{{this}}{{/each}} */
      list: boolean;
      name: string;
      /** @description the sample value as text (a list: one item per line) */
      sample: string;
    };
    EmailPreviewDto: {
      /** @description null when the template has no HTML body */
      html: string | null;
      subject: string;
      text: string;
    };
    EmailTemplateAttachmentDto: {
      contentType: string;
      createdAt: string;
      fileName: string;
      id: string;
      sizeBytes: number;
    };
    EmailTemplateDraftDto: {
      /** @description values are HTML-escaped; empty: the e-mail is sent as text only */
      htmlBody?: string;
      /** @description Handlebars: {{placeholder}}, {{#if x}}…{{/if}}, {{#unless x}}…{{/unless}}, {{#each list}}{{this}}{{/each}} */
      subject: string;
      textBody: string;
    };
    EmailTemplateDto: {
      attachmentCount: number;
      attachments: components['schemas']['EmailTemplateAttachmentDto'][];
      /** @description seeded by the product (the code sends it); false for a template an administrator added */
      builtIn: boolean;
      description: string;
      htmlBody: string;
      id: string;
      name: string;
      placeholders: components['schemas']['EmailPlaceholderDto'][];
      subject: string;
      templateKey: string;
      textBody: string;
      updatedAt: string;
      version: number;
    };
    EmailTemplateInputDto: {
      readonly attachmentCount?: number;
      readonly attachments?: components['schemas']['EmailTemplateAttachmentDto'][];
      readonly builtIn?: boolean;
      description?: string;
      /** @description values are HTML-escaped; empty: the e-mail is sent as text only */
      htmlBody?: string;
      /** @description answered by GET, ignored here */
      readonly id?: string;
      name?: string;
      readonly placeholders?: components['schemas']['EmailPlaceholderDto'][];
      /** @description Handlebars: {{placeholder}}, {{#if x}}…{{/if}}, {{#unless x}}…{{/unless}}, {{#each list}}{{this}}{{/each}} */
      subject: string;
      readonly templateKey?: string;
      textBody: string;
      readonly updatedAt?: string;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    EmailTemplateSummaryDto: {
      attachmentCount: number;
      /** @description seeded by the product (the code sends it); false for a template an administrator added */
      builtIn: boolean;
      description: string;
      id: string;
      name: string;
      subject: string;
      templateKey: string;
      updatedAt: string;
      version: number;
    };
    EmailTestSentDto: {
      /** @description e.g. "Test e-mail sent to grace@acme.example" */
      message: string;
      /** @description the caller's own e-mail address */
      to: string;
    };
    EmploymentDto: {
      /** Format: date */
      contingencyOfferSignedDate?: string | null;
      /** Format: uuid */
      contractId?: string | null;
      costCenter?: string | null;
      /** @enum {string} */
      employmentStatus: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED';
      /** @enum {string} */
      employmentType: 'W2_EMPLOYEE' | 'CONTRACT_1099' | 'SUB_CONTRACTOR' | 'K1_PARTNER' | 'W2_INTERN' | 'INTERN_1099';
      /**
       * Format: date
       * @description Termination Date: not before startDate
       */
      endDate?: string | null;
      /** Format: date */
      hireDate?: string | null;
      jobTitle?: string | null;
      oconus?: boolean | null;
      /** Format: date */
      startDate?: string | null;
      /** @description read-only: derived from the chosen supervisor */
      readonly supervisorEmail?: string | null;
      /** @description read-only: derived from the chosen supervisor */
      readonly supervisorName?: string | null;
      /**
       * Format: uuid
       * @description another person of the tenant; supervisorEmail and supervisorPhone are derived from them
       */
      supervisorPersonnelId?: string | null;
      /** @description read-only: derived from the chosen supervisor */
      readonly supervisorPhone?: string | null;
      /** @enum {string|null} */
      workLocationType?: 'ON_SITE' | 'REMOTE' | 'HYBRID' | 'CUSTOMER_SITE' | 'GOVERNMENT_SITE' | null;
    };
    EmploymentSectionDto: {
      /** Format: date */
      contingencyOfferSignedDate?: string | null;
      /** Format: uuid */
      contractId?: string | null;
      costCenter?: string | null;
      /** @enum {string} */
      employmentStatus: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED';
      /** @enum {string} */
      employmentType: 'W2_EMPLOYEE' | 'CONTRACT_1099' | 'SUB_CONTRACTOR' | 'K1_PARTNER' | 'W2_INTERN' | 'INTERN_1099';
      /**
       * Format: date
       * @description Termination Date: not before startDate
       */
      endDate?: string | null;
      /** Format: date */
      hireDate?: string | null;
      jobTitle?: string | null;
      oconus?: boolean | null;
      /** Format: uuid */
      personnelId: string;
      /** Format: date */
      startDate?: string | null;
      /** @description read-only: derived from the chosen supervisor */
      readonly supervisorEmail?: string | null;
      /** @description read-only: derived from the chosen supervisor */
      readonly supervisorName?: string | null;
      /**
       * Format: uuid
       * @description another person of the tenant; supervisorEmail and supervisorPhone are derived from them
       */
      supervisorPersonnelId?: string | null;
      /** @description read-only: derived from the chosen supervisor */
      readonly supervisorPhone?: string | null;
      /** @enum {string|null} */
      workLocationType?: 'ON_SITE' | 'REMOTE' | 'HYBRID' | 'CUSTOMER_SITE' | 'GOVERNMENT_SITE' | null;
    };
    EmploymentView: {
      contingencyOfferSignedDate: string | null;
      contractId: string | null;
      costCenter: string | null;
      /** @enum {string|null} */
      employmentStatus: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED' | null;
      /** @enum {string|null} */
      employmentType: 'W2_EMPLOYEE' | 'CONTRACT_1099' | 'SUB_CONTRACTOR' | 'K1_PARTNER' | 'W2_INTERN' | 'INTERN_1099' | null;
      endDate: string | null;
      hireDate: string | null;
      jobTitle: string | null;
      oconus: boolean;
      startDate: string | null;
      /** @description the supervisor's work e-mail (read-only) */
      supervisorEmail: string | null;
      /** @description "First Last" of the supervisor */
      supervisorName: string | null;
      supervisorPersonnelId: string | null;
      /** @description the supervisor's phone: work, else cell, else home phone of their personal contact (read-only) */
      supervisorPhone: string | null;
      /** @enum {string|null} */
      workLocationType: 'ON_SITE' | 'REMOTE' | 'HYBRID' | 'CUSTOMER_SITE' | 'GOVERNMENT_SITE' | null;
    };
    FacilityChangeConditionDto: {
      /**
       * Format: date
       * @description required for ACKNOWLEDGED
       */
      acknowledgedDate?: string | null;
      /** @enum {string} */
      conditionType: 'OWNERSHIP' | 'FOCI' | 'LEGAL_NAME' | 'ADDRESS' | 'KMP' | 'BANKRUPTCY' | 'OPERATING_STATUS' | 'SAFEGUARDING' | 'OTHER';
      description: string;
      /**
       * Format: date
       * @description when the change took or takes effect
       */
      effectiveDate: string;
      /** @description NISS submission or DCSA case number */
      nissReference?: string | null;
      notes?: string | null;
      /**
       * Format: date
       * @description when the FSO must have reported it to DCSA; the effective date when left out
       */
      reportDueDate?: string | null;
      /**
       * Format: date
       * @description the day the package was submitted in NISS; required from SUBMITTED on
       */
      reportedDate?: string | null;
      /**
       * @description DRAFT for a new package; moves DRAFT → SUBMITTED → ACKNOWLEDGED → CLOSED (SUBMITTED → CLOSED too)
       * @enum {string}
       */
      status?: 'DRAFT' | 'SUBMITTED' | 'ACKNOWLEDGED' | 'CLOSED';
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    FacilityChangeConditionView: {
      acknowledgedDate: string | null;
      /** @enum {string} */
      conditionType: 'OWNERSHIP' | 'FOCI' | 'LEGAL_NAME' | 'ADDRESS' | 'KMP' | 'BANKRUPTCY' | 'OPERATING_STATUS' | 'SAFEGUARDING' | 'OTHER';
      createdAt: string;
      description: string;
      effectiveDate: string;
      facilityId: string;
      id: string;
      nissReference: string | null;
      notes: string | null;
      /** @description still a draft after its report due date */
      overdue: boolean;
      reportDueDate: string;
      reportedDate: string | null;
      /** @enum {string} */
      status: 'DRAFT' | 'SUBMITTED' | 'ACKNOWLEDGED' | 'CLOSED';
      updatedAt: string;
      version: number;
    };
    FacilityClearanceVerificationDto: {
      /** Format: date-time */
      createdAt: string;
      expiresOn: string;
      id: string;
      pclEligibility: string | null;
      personName: string;
      personnelId: string;
      requestedBy: string | null;
      /**
       * @description SENT (waiting for the person) or NEEDS_REVIEW (waiting for the FSO)
       * @enum {string}
       */
      status: 'SENT' | 'NEEDS_REVIEW' | 'EXPIRED' | 'CLOSED';
    };
    FacilityCorrectiveActionDto: {
      /**
       * Format: date
       * @description required for COMPLETED
       */
      completedDate?: string | null;
      description: string;
      /** Format: date */
      dueDate: string;
      /**
       * Format: uuid
       * @description the corrective action changed (left out: a new one)
       */
      id?: string | null;
      responsiblePerson?: string | null;
      /**
       * @description COMPLETED when a completed date is given, else OPEN, when left out
       * @enum {string|null}
       */
      status?: 'OPEN' | 'COMPLETED' | null;
    };
    FacilityCorrectiveActionView: {
      completedDate: string | null;
      description: string;
      dueDate: string;
      id: string;
      /** @description open after its due date */
      overdue: boolean;
      responsiblePerson: string | null;
      /** @enum {string} */
      status: 'OPEN' | 'COMPLETED';
    };
    FacilityDocumentDto: {
      contentType: string;
      createdAt: string;
      documentType: string;
      documentTypeLabel: string;
      expiryDate: string | null;
      facilityId: string;
      fileName: string;
      /** @description path for GET /documents/{path} */
      filePath: string;
      id: string;
      notes: string | null;
      size: number;
      /**
       * @description CURRENT, or EXPIRED once the expiry date has passed
       * @enum {string}
       */
      status: 'CURRENT' | 'MISSING' | 'EXPIRED';
      title: string;
      updatedAt: string;
      version: number;
    };
    FacilityDocumentInputDto: {
      readonly contentType?: string;
      readonly createdAt?: string;
      /**
       * @description a required-document type of the FACILITY scope (e.g. FACILITY_CLEARANCE_LETTER, DD_441, OTHER)
       * @enum {string}
       */
      documentType:
        | 'DD_254'
        | 'DD_441'
        | 'DD_441_1'
        | 'SF_328'
        | 'KMP_LIST'
        | 'FCL_SPONSORSHIP_LETTER'
        | 'FACILITY_CLEARANCE_LETTER'
        | 'BUSINESS_FORMATION_DOCUMENTS'
        | 'EXCLUSION_RESOLUTION'
        | 'FOCI_MITIGATION_AGREEMENT'
        | 'STANDARD_PRACTICE_PROCEDURES'
        | 'INSIDER_THREAT_PROGRAM_PLAN'
        | 'SELF_INSPECTION_REPORT'
        | 'SELF_INSPECTION_CERTIFICATION'
        | 'CHANGE_CONDITION_REPORT'
        | 'EMERGENCY_PROCEDURES'
        | 'CLOSED_AREA_APPROVAL'
        | 'SECURITY_CONTAINER_CHECK_SHEET'
        | 'ACTIVITY_SECURITY_CHECKLIST'
        | 'INFORMATION_SYSTEM_AUTHORIZATION'
        | 'TECHNOLOGY_CONTROL_PLAN'
        | 'OTHER';
      readonly documentTypeLabel?: string;
      /**
       * Format: date
       * @description YYYY-MM-DD; null: does not expire. Past it the document counts as EXPIRED.
       */
      expiryDate?: string | null;
      readonly facilityId?: string;
      readonly fileName?: string;
      readonly filePath?: string;
      readonly id?: string;
      notes?: string | null;
      readonly size?: number;
      readonly status?: string;
      /** @description the type's label when left out */
      title?: string | null;
      readonly updatedAt?: string;
      /** @description the version read (PUT); a stale save is refused (409) */
      version?: number | null;
    };
    FacilityDocumentsDto: {
      documents: components['schemas']['FacilityDocumentDto'][];
      facilityId: string;
      requiredDocuments: components['schemas']['RequiredFacilityDocumentDto'][];
    };
    FacilityDto: {
      city?: string | null;
      /**
       * @description facility clearance level (FCL); default NONE
       * @enum {string}
       */
      clearanceLevel?: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      /** @description default 236 (United States) */
      countryId?: number | null;
      /**
       * Format: uuid
       * @description cognizant security office: id of a CSA office (GET /facilities/cognizant-security-offices)
       */
      csaId?: string | null;
      /** @description default true */
      enabled?: boolean | null;
      /** @description CAGE code (five letters or digits), unique in the tenant */
      facilityCode?: string | null;
      facilityName: string;
      /** @enum {string|null} */
      facilityType?:
        'CONTRACTOR_FACILITY' | 'HOME_OFFICE' | 'BRANCH_OFFICE' | 'MULTIPLE_FACILITY_ORGANIZATION' | 'GOVERNMENT_SITE' | 'OTHER' | null;
      /**
       * Format: date
       * @description the day the FCL was granted; not in the future, only with a level above NONE
       */
      fclDate?: string | null;
      /** @description the tenant's host (home) facility; default false */
      hostFacility?: boolean | null;
      /** @description the facility's key management personnel; given: replaces the list (an empty list clears it) */
      kmps?: components['schemas']['FacilityKmpDto'][] | null;
      /**
       * @description 3-3-4 US phone number
       * @example 703-555-0100
       */
      phone?: string | null;
      /**
       * @description the highest level the facility may safeguard (store); never above the FCL; default NONE
       * @enum {string}
       */
      safeguardingLevel?: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      state?: string | null;
      street1?: string | null;
      street2?: string | null;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
      zipCode?: string | null;
    };
    FacilityFindingsRowView: {
      facilityId: string;
      facilityName: string;
      openFindings: number;
      /** @description open corrective actions of those findings past their due date */
      overdueActions: number;
    };
    FacilityInspectionDto: {
      /** Format: date */
      endDate?: string | null;
      /** @description the review's findings: the list replaces the stored one (left out: unchanged) */
      findings?: components['schemas']['FacilityInspectionFindingDto'][] | null;
      /** @enum {string} */
      inspectionType: 'INITIAL' | 'ANNUAL' | 'CONTINUOUS_MONITORING' | 'ENHANCED' | 'FOLLOW_UP' | 'SELF_INSPECTION' | 'OTHER';
      /** @description the industrial security representatives who conducted the review */
      inspectors?: string | null;
      /**
       * @description left out or null until DCSA has rated the review
       * @enum {string|null}
       */
      rating?: 'SUPERIOR' | 'COMMENDABLE' | 'SATISFACTORY' | 'MARGINAL' | 'UNSATISFACTORY' | null;
      /** Format: date */
      startDate: string;
      summary?: string | null;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    FacilityInspectionFindingDto: {
      /** @enum {string} */
      category: 'VULNERABILITY' | 'ADMINISTRATIVE_FINDING' | 'OBSERVATION';
      /** @description the finding's corrective actions: the list replaces the stored one (left out: unchanged) */
      correctiveActions?: components['schemas']['FacilityCorrectiveActionDto'][] | null;
      description: string;
      /**
       * Format: uuid
       * @description the finding changed (left out: a new one)
       */
      id?: string | null;
      /** @description the NISPOM (32 CFR 117) paragraph, e.g. 117.7(d) */
      nispomReference?: string | null;
      /**
       * @description LOW when left out
       * @enum {string|null}
       */
      severity?: 'ACUTE' | 'CRITICAL' | 'SERIOUS' | 'LOW' | null;
    };
    FacilityInspectionFindingView: {
      /** @enum {string} */
      category: 'VULNERABILITY' | 'ADMINISTRATIVE_FINDING' | 'OBSERVATION';
      correctiveActions: components['schemas']['FacilityCorrectiveActionView'][];
      description: string;
      id: string;
      nispomReference: string | null;
      /** @description a vulnerability or administrative finding without corrective actions, or with one still open */
      open: boolean;
      /** @description one of its corrective actions is past due */
      overdue: boolean;
      /** @enum {string} */
      severity: 'ACUTE' | 'CRITICAL' | 'SERIOUS' | 'LOW';
    };
    FacilityInspectionView: {
      createdAt: string;
      endDate: string | null;
      facilityId: string;
      findings: components['schemas']['FacilityInspectionFindingView'][];
      id: string;
      /** @enum {string} */
      inspectionType: 'INITIAL' | 'ANNUAL' | 'CONTINUOUS_MONITORING' | 'ENHANCED' | 'FOLLOW_UP' | 'SELF_INSPECTION' | 'OTHER';
      inspectors: string | null;
      /** @description findings still open */
      openFindings: number;
      /** @description open corrective actions past their due date */
      overdueActions: number;
      /** @enum {string|null} */
      rating?: 'SUPERIOR' | 'COMMENDABLE' | 'SATISFACTORY' | 'MARGINAL' | 'UNSATISFACTORY' | null;
      startDate: string;
      summary: string | null;
      updatedAt: string;
      version: number;
    };
    FacilityKmpDto: {
      /** @enum {string} */
      kmpRole: 'SENIOR_MANAGEMENT_OFFICIAL' | 'FSO' | 'ITPSO' | 'OFFICER' | 'DIRECTOR' | 'OWNER' | 'PARTNER' | 'OTHER';
      /** Format: uuid */
      personnelId: string;
    };
    FacilityKmpView: {
      kmpRole: string;
      personnelId: string;
      /** @description Last, First of the person */
      personnelName: string;
    };
    FacilityNoteDto: {
      authorId: string;
      authorName: string | null;
      content: string;
      createdAt: string;
      facilityId: string;
      id: string;
      /** @description whether the caller wrote it (and may change or delete it) */
      mine: boolean;
      updatedAt: string;
      version: number;
    };
    FacilityNoteInputDto: {
      readonly authorId?: string;
      readonly authorName?: string | null;
      content: string;
      readonly createdAt?: string;
      readonly facilityId?: string;
      readonly id?: string;
      readonly mine?: boolean;
      readonly updatedAt?: string;
      /** @description the version read (PUT); a stale save is refused (409) */
      version?: number | null;
    };
    FacilityOpenActionsDto: {
      byKind: components['schemas']['OpenActionKindCountDto'][];
      /** @description the clearance verifications of the facility still open: answered ones (waiting for the FSO) first */
      clearanceVerifications: components['schemas']['FacilityClearanceVerificationDto'][];
      /** @description due within the next 30 days (not overdue) */
      dueWithin30Days: number;
      /** @description raised on the facility itself */
      facilityActions: number;
      facilityId: string;
      /** @description the rows, at most FACILITY_OPEN_ACTION_ROWS (500); the list route pages through all of them */
      items: components['schemas']['OpenActionView'][];
      /** @description every OPEN action of the facility and its people */
      open: number;
      /** @description due date passed */
      overdue: number;
      /** @description people with at least one open action */
      people: number;
      /** @description raised on people linked to the facility */
      personnelActions: number;
    };
    FacilityPreferencesDto: {
      annualTrainingDueDay?: number | null;
      /** @description month (1-12) the annual security refresher training is due; with the day, or both null */
      annualTrainingDueMonth?: number | null;
      /** @description days before a badge expires that reminders start */
      badgeReminderDays?: number;
      /** @description days before a clearance's reinvestigation / expiry that reminders start */
      clearanceReminderDays?: number;
      /** @enum {string} */
      defaultVisitRequestMethod?: 'DISS' | 'EMAIL' | 'FAX_OR_MAIL';
      /** @description whether the FSO is told of each new hire at the facility */
      notifyNewHire?: boolean;
      /** @description extra addresses copied on the facility's reminders */
      reminderRecipients?: string[];
      /** @description whether visits an employee reports themselves wait for the FSO's approval */
      selfReportedVisitApproval?: boolean;
      /** @description days before training is due that reminders start */
      trainingReminderDays?: number;
      version?: number | null;
    };
    FacilityPreferencesView: {
      annualTrainingDueDay: number | null;
      annualTrainingDueMonth: number | null;
      badgeReminderDays: number;
      clearanceReminderDays: number;
      defaultVisitRequestMethod: string;
      facilityId: string;
      /** @description null until the preferences are saved the first time (the defaults are shown) */
      id: string | null;
      notifyNewHire: boolean;
      reminderRecipients: string[];
      selfReportedVisitApproval: boolean;
      trainingReminderDays: number;
      /** @description 0 until saved */
      version: number;
    };
    FacilityRddInputDto: {
      readonly id?: string;
      /**
       * @description a company type
       * @enum {string}
       */
      option: 'PARTNERSHIP' | 'LIMITED_LIABILITY_PARTNERSHIP' | 'GOVERNMENT_ENTITY' | 'LIMITED_LTD';
      /** @enum {string} */
      optionType: 'COMPANY_TYPE';
      readonly requiredDocumentTitles?: string[];
      requiredDocuments: (
        | 'CLEARANCE_PROCESSING_REQUEST'
        | 'SF_86'
        | 'SF_86_CERTIFICATION'
        | 'SF_86_RELEASE_GENERAL'
        | 'SF_86_RELEASE_MEDICAL'
        | 'SF_86_RELEASE_CREDIT'
        | 'SF_86C'
        | 'SF_85'
        | 'SF_85P'
        | 'SF_85P_S'
        | 'SF_312'
        | 'FINGERPRINT_CARD'
        | 'ELECTRONIC_FINGERPRINT_RECEIPT'
        | 'PROOF_OF_CITIZENSHIP'
        | 'NATURALIZATION_CERTIFICATE'
        | 'PASSPORT_COPY'
        | 'E_QIP_SIGNATURE_PAGES'
        | 'INTERIM_DETERMINATION_NOTICE'
        | 'REINVESTIGATION_NOTICE'
        | 'INITIAL_SECURITY_BRIEFING'
        | 'ANNUAL_REFRESHER_BRIEFING'
        | 'TERMINATION_DEBRIEFING'
        | 'CNWDI_BRIEFING'
        | 'CNWDI_DEBRIEFING'
        | 'COMSEC_BRIEFING'
        | 'COMSEC_DEBRIEFING'
        | 'CRYPTO_BRIEFING'
        | 'CRYPTO_DEBRIEFING'
        | 'FGI_BRIEFING'
        | 'FGI_DEBRIEFING'
        | 'NATO_BRIEFING'
        | 'NATO_DEBRIEFING'
        | 'SCI_BRIEFING'
        | 'SCI_DEBRIEFING'
        | 'SAP_BRIEFING'
        | 'SAP_DEBRIEFING'
        | 'FOREIGN_TRAVEL_BRIEFING'
        | 'FOREIGN_TRAVEL_DEBRIEFING'
        | 'COURIER_BRIEFING'
        | 'LETTER_OF_APPOINTMENT'
        | 'LETTER_OF_APPOINTMENT_AFSO'
        | 'LETTER_OF_APPOINTMENT_ACCS'
        | 'LETTER_OF_APPOINTMENT_DISS'
        | 'LETTER_OF_APPOINTMENT_FSO'
        | 'LETTER_OF_APPOINTMENT_ITPSO'
        | 'LETTER_OF_APPOINTMENT_NISS'
        | 'LETTER_OF_APPOINTMENT_ISSM'
        | 'STEPP_FSO_ORIENTATION_NON_POSSESSING'
        | 'STEPP_FSO_PROGRAM_MANAGEMENT_POSSESSING'
        | 'STEPP_ESSENTIALS_INDUSTRIAL_SECURITY'
        | 'STEPP_INTRO_INDUSTRIAL_SECURITY'
        | 'STEPP_NISP_SELF_INSPECTION'
        | 'STEPP_INSIDER_THREAT_PROGRAM'
        | 'STEPP_INSIDER_THREAT_AWARENESS'
        | 'STEPP_DERIVATIVE_CLASSIFICATION'
        | 'STEPP_MARKING_CLASSIFIED'
        | 'STEPP_PERSONNEL_CLEARANCES_NISP'
        | 'STEPP_FACILITY_CLEARANCES_NISP'
        | 'STEPP_NISS_OVERVIEW'
        | 'STEPP_DISS_OVERVIEW'
        | 'STEPP_COMSEC_CUSTODIAN'
        | 'STEPP_TRANSMISSION_TRANSPORTATION'
        | 'STEPP_CYBERSECURITY_AWARENESS'
        | 'TRAINING_INSIDER_THREAT'
        | 'TRAINING_CYBERSECURITY_AWARENESS'
        | 'TRAINING_COUNTERINTELLIGENCE'
        | 'TRAINING_DERIVATIVE_CLASSIFICATION'
        | 'TRAINING_CUI'
        | 'TRAINING_OPSEC'
        | 'TRAINING_SUSPICIOUS_CONTACT_REPORTING'
        | 'TRAINING_SAFEGUARDING_CLASSIFIED'
        | 'TRAINING_EXPORT_CONTROL'
        | 'TRAINING_ISSM'
        | 'TRAINING_NISPOM_REFRESHER'
        | 'TRAINING_SECURITY_AWARENESS'
        | 'TCP_ACKNOWLEDGEMENT'
        | 'TYPE_A_CONSULTANT_CERTIFICATE'
        | 'VISIT_AUTHORIZATION_REQUEST'
        | 'SELF_REPORTING_ACKNOWLEDGEMENT'
        | 'ACCEPTABLE_USE_AGREEMENT'
        | 'PRIVILEGED_ACCESS_AGREEMENT'
        | 'DD_254'
        | 'DD_441'
        | 'DD_441_1'
        | 'SF_328'
        | 'KMP_LIST'
        | 'FCL_SPONSORSHIP_LETTER'
        | 'FACILITY_CLEARANCE_LETTER'
        | 'BUSINESS_FORMATION_DOCUMENTS'
        | 'EXCLUSION_RESOLUTION'
        | 'FOCI_MITIGATION_AGREEMENT'
        | 'STANDARD_PRACTICE_PROCEDURES'
        | 'INSIDER_THREAT_PROGRAM_PLAN'
        | 'SELF_INSPECTION_REPORT'
        | 'SELF_INSPECTION_CERTIFICATION'
        | 'CHANGE_CONDITION_REPORT'
        | 'EMERGENCY_PROCEDURES'
        | 'CLOSED_AREA_APPROVAL'
        | 'SECURITY_CONTAINER_CHECK_SHEET'
        | 'ACTIVITY_SECURITY_CHECKLIST'
        | 'INFORMATION_SYSTEM_AUTHORIZATION'
        | 'TECHNOLOGY_CONTROL_PLAN'
        | 'CMMC_SYSTEM_SECURITY_PLAN'
        | 'CMMC_POAM'
        | 'CMMC_SPRS_SCORE'
        | 'CMMC_SELF_ASSESSMENT'
        | 'CMMC_AFFIRMATION'
        | 'CMMC_CERTIFICATE'
        | 'CMMC_ASSET_INVENTORY'
        | 'CMMC_NETWORK_DIAGRAM'
        | 'CMMC_INCIDENT_RESPONSE_PLAN'
        | 'CMMC_ACCESS_CONTROL_POLICY'
        | 'CMMC_CONFIGURATION_MANAGEMENT_PLAN'
        | 'CMMC_RISK_ASSESSMENT'
        | 'CMMC_MEDIA_PROTECTION_POLICY'
        | 'CMMC_AUDIT_LOG_REVIEW'
        | 'CMMC_BACKUP_RECOVERY_PLAN'
        | 'CMMC_VULNERABILITY_SCAN'
        | 'CMMC_THREAT_HUNTING_REPORT'
        | 'OTHER'
      )[];
      /** Format: date */
      updatedDate?: string;
    };
    FacilityRefView: {
      /** @description CAGE code */
      facilityCode: string | null;
      facilityName: string;
      id: string;
    };
    FacilitySecurityEnhancementDto: {
      /**
       * @description the category of the DCSA security rating score matrix
       * @enum {string}
       */
      category:
        | 'COMPANY_SPONSORED_EVENTS'
        | 'INTERNAL_EDUCATION'
        | 'SECURITY_BRIEFINGS'
        | 'SECURITY_COMMUNITY'
        | 'FSO_PROGRAM_MANAGEMENT'
        | 'CLASSIFICATION_MANAGEMENT'
        | 'INFORMATION_SYSTEMS'
        | 'THREAT_REPORTING'
        | 'FOREIGN_AFFILIATIONS'
        | 'PHYSICAL_SECURITY'
        | 'INSIDER_THREAT'
        | 'OTHER';
      /**
       * Format: date
       * @description required unless the enhancement is PLANNED
       */
      dateImplemented?: string | null;
      description?: string | null;
      /**
       * Format: uri
       * @description where the evidence is kept (an https address)
       */
      evidenceLink?: string | null;
      /**
       * @description IMPLEMENTED when left out (PLANNED without a date implemented)
       * @enum {string|null}
       */
      status?: 'PLANNED' | 'IMPLEMENTED' | 'CREDITED' | 'NOT_CREDITED' | null;
      title: string;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    FacilitySecurityEnhancementView: {
      /** @enum {string} */
      category:
        | 'COMPANY_SPONSORED_EVENTS'
        | 'INTERNAL_EDUCATION'
        | 'SECURITY_BRIEFINGS'
        | 'SECURITY_COMMUNITY'
        | 'FSO_PROGRAM_MANAGEMENT'
        | 'CLASSIFICATION_MANAGEMENT'
        | 'INFORMATION_SYSTEMS'
        | 'THREAT_REPORTING'
        | 'FOREIGN_AFFILIATIONS'
        | 'PHYSICAL_SECURITY'
        | 'INSIDER_THREAT'
        | 'OTHER';
      createdAt: string;
      dateImplemented: string | null;
      description: string | null;
      evidenceLink: string | null;
      facilityId: string;
      id: string;
      /** @enum {string} */
      status: 'PLANNED' | 'IMPLEMENTED' | 'CREDITED' | 'NOT_CREDITED';
      title: string;
      updatedAt: string;
      version: number;
    };
    FacilityView: {
      city: string | null;
      clearanceLevel: string;
      countryId: number;
      createdAt: string;
      csaId: string | null;
      /** @description the CSA office's name */
      csaName: string | null;
      deactivated: boolean;
      deactivatedAt: string | null;
      enabled: boolean;
      /** @description CAGE code */
      facilityCode: string | null;
      facilityName: string;
      /**
       * @description enabled, disabled or deactivated (read-only)
       * @enum {string}
       */
      facilityState: 'DISABLED' | 'ENABLED' | 'DEACTIVATED';
      facilityType: string | null;
      fclDate: string | null;
      hostFacility: boolean;
      id: string;
      kmps: components['schemas']['FacilityKmpView'][];
      /** @description people linked to the facility */
      personnelCount: number;
      phone: string | null;
      /** @description the picture's file name, or null when the facility has none (GET /facilities/{id}/picture) */
      pictureName: string | null;
      safeguardingLevel: string;
      state: string | null;
      street1: string | null;
      street2: string | null;
      updatedAt: string;
      version: number;
      zipCode: string | null;
    };
    FaqDto: {
      /** @description the roles' names, in the order of allowedRoles */
      allowedRoleNames: string[];
      /** @description role ids; empty means everyone */
      allowedRoles: string[];
      answer: string;
      createdAt: string;
      id: string;
      question: string;
      /** @enum {string} */
      sectionName: 'CONTRACT' | 'FACILITY' | 'PERSONNEL' | 'MY_PORTAL' | 'PM_PORTAL' | 'FOREIGN_TRAVEL' | 'GENERAL' | 'OTHER';
      updatedAt: string;
      version: number;
    };
    FaqInputDto: {
      /** @description role ids (GET /roles); empty or left out: everyone */
      allowedRoles?: string[] | null;
      answer: string;
      question: string;
      /**
       * @description CONTRACT when left out
       * @enum {string|null}
       */
      sectionName?: 'CONTRACT' | 'FACILITY' | 'PERSONNEL' | 'MY_PORTAL' | 'PM_PORTAL' | 'FOREIGN_TRAVEL' | 'GENERAL' | 'OTHER' | null;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    FsoDashboardView: {
      /** @description contracts (not closed) whose DD254 in force is due for review within 30 days or past */
      dd254ReviewsDue: number;
      due: components['schemas']['DueCountView'][];
      facilityId: string | null;
      /** @description null when the caller may not view facilities */
      inspectionFindings: components['schemas']['InspectionFindingsView'] | null;
      openActions: components['schemas']['ActionCountView'][];
      /** @description reported new hires waiting for the FSO's review */
      pendingHires: number;
      /** @description the tenant's today (YYYY-MM-DD) the windows count from */
      today: string;
      training: components['schemas']['TrainingCountView'];
    };
    GenerateKmpReportDto: {
      /**
       * @description default PDF
       * @enum {string}
       */
      format?: 'CSV' | 'XLSX' | 'PDF';
    };
    GenerateReportDto: {
      /**
       * @description default CSV
       * @enum {string}
       */
      format?: 'CSV' | 'XLSX' | 'PDF';
      /** @description answers to the report's parameters (see GET /reports) */
      parameters?: {
        [key: string]: unknown;
      };
      /** @enum {string} */
      reportType:
        | 'PERSONNEL_ROSTER'
        | 'CLEARANCES_BY_LEVEL_STATUS'
        | 'REINVESTIGATIONS_DUE'
        | 'EXPIRING_BADGES'
        | 'EXPIRING_PASSPORTS'
        | 'POLYGRAPHS_DUE'
        | 'KEY_MANAGEMENT_PERSONNEL'
        | 'USERS_AND_ROLES'
        | 'AUDIT_ACTIVITY'
        | 'TENANTS';
    };
    GenerateUserAccountsDto: {
      /** @description the personnel record ids, when not all employees */
      employeeIds?: string[] | null;
      /** @description true: every enabled, not inactive person of the tenant who has no user account yet */
      isForAllEmployees?: boolean | null;
      /** @description e-mail each new user the welcome e-mail with a link to set the password (default true) */
      isSendWelcomeEmail?: boolean | null;
    };
    HealthDto: {
      /** @enum {string} */
      database: 'up' | 'down';
      /** @enum {string} */
      redis: 'up' | 'down';
      /**
       * @description ok when every dependency answers
       * @enum {string}
       */
      status: 'error' | 'ok';
    };
    IdRefDto: {
      /** Format: uuid */
      id: string;
    };
    ImpersonateDto: {
      /**
       * Format: uuid
       * @description the tenant to act inside
       */
      tenantId: string;
    };
    ImpersonationStateDto: {
      /** @description true for MSS_IMPERSONATE without the create variant: nothing can be changed inside the tenant */
      readOnly: boolean;
      startedAt: string;
      tenantId: string;
      tenantName: string;
    };
    ImpersonationTargetDto: {
      id: string;
      name: string;
      /** @enum {string} */
      tenantType: 'SAAS' | 'MSS' | 'DEFAULT' | 'SYSTEM';
    };
    InspectionFindingsView: {
      facilities: number;
      /** @description the facilities, most overdue first (at most 10) */
      items: components['schemas']['FacilityFindingsRowView'][];
      openFindings: number;
      overdueActions: number;
    };
    InvestigationBriefView: {
      /** @enum {string|null} */
      clearanceAction: 'INITIATE' | 'RE_INVESTIGATE' | 'CV_CE_ENROLLMENT' | 'OFFICIAL_REQUEST' | 'TAKE_OWNERSHIP' | null;
      id: string;
      investigationClosedDate: string | null;
      investigationOpenDate: string | null;
      /** @enum {string|null} */
      investigationType:
        | 'TIER_1'
        | 'TIER_2'
        | 'TIER_2R'
        | 'TIER_3'
        | 'TIER_3R'
        | 'TIER_4'
        | 'TIER_4R'
        | 'TIER_5'
        | 'TIER_5R'
        | 'NACLC'
        | 'ANACI'
        | 'SSBI'
        | 'SSBI_PR'
        | null;
      reinvestigationDate: string | null;
      /** @enum {string} */
      status: 'IN_PROGRESS' | 'COMPLETED';
    };
    InvestigationDto: {
      /** Format: date */
      adjCompletedDate?: string | null;
      /** Format: date */
      adjScheduledDate?: string | null;
      /** @enum {string|null} */
      clearanceAction?: 'INITIATE' | 'RE_INVESTIGATE' | 'CV_CE_ENROLLMENT' | 'OFFICIAL_REQUEST' | 'TAKE_OWNERSHIP' | null;
      /**
       * Format: uuid
       * @description a clearance of the same person
       */
      clearanceId?: string;
      /** @enum {string|null} */
      clearanceInvestigatingAgency?:
        | 'DCSA'
        | 'DOD_CAF'
        | 'OPM'
        | 'DOE'
        | 'DHS'
        | 'DOS'
        | 'DOJ'
        | 'FBI'
        | 'CIA'
        | 'NSA'
        | 'NRO'
        | 'NGA'
        | 'DIA'
        | 'ARMY'
        | 'NAVY'
        | 'AIR_FORCE'
        | 'NASA'
        | 'OTHER'
        | null;
      /**
       * @description the clearance level investigated for
       * @enum {string|null}
       */
      clearanceType?:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET'
        | null;
      /** @description e-QIP PIN code (redacted in the audit trail) */
      eqipPincode?: string | null;
      /** Format: date */
      fingerprintAcceptedDate?: string | null;
      fingerprintRequired?: boolean | null;
      /** Format: date */
      fingerprintSubmittedDate?: string | null;
      fingerprintTakenBy?: string | null;
      fingerprintTcnNumber?: string | null;
      /** Format: date */
      initiatedPsiDate?: string | null;
      /** Format: date */
      investigationClosedDate?: string | null;
      /** Format: date */
      investigationOpenDate?: string | null;
      /** @enum {string|null} */
      investigationType?:
        | 'TIER_1'
        | 'TIER_2'
        | 'TIER_2R'
        | 'TIER_3'
        | 'TIER_3R'
        | 'TIER_4'
        | 'TIER_4R'
        | 'TIER_5'
        | 'TIER_5R'
        | 'NACLC'
        | 'ANACI'
        | 'SSBI'
        | 'SSBI_PR'
        | null;
      /** @description status is COMPLETED when true, IN_PROGRESS otherwise */
      isProcessCompleted?: boolean | null;
      /** @enum {string|null} */
      pclStatus?: 'ACTIVE' | 'IN_PROGRESS' | 'INACTIVE' | 'ACTIVE_BREAK' | 'INACTIVE_BREAK' | null;
      /** Format: date */
      psqSentOpmDate?: string | null;
      /** Format: date */
      readyReviewDate?: string | null;
      /** Format: date */
      reinvestigationDate?: string | null;
      /** Format: date */
      releaseCafDate?: string | null;
      /** Format: date */
      releasedSignFormsDate?: string | null;
      /** Format: date */
      sacDate?: string | null;
      /** @description SF-86 rejection dates, each required */
      sfRejectionDates?: string[] | null;
      siiCaseNumber?: string | null;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    InvestigationView: {
      adjCompletedDate: string | null;
      adjScheduledDate: string | null;
      clearance: components['schemas']['ClearanceBriefView'];
      /** @enum {string|null} */
      clearanceAction: 'INITIATE' | 'RE_INVESTIGATE' | 'CV_CE_ENROLLMENT' | 'OFFICIAL_REQUEST' | 'TAKE_OWNERSHIP' | null;
      clearanceId: string;
      /** @enum {string|null} */
      clearanceInvestigatingAgency:
        | 'DCSA'
        | 'DOD_CAF'
        | 'OPM'
        | 'DOE'
        | 'DHS'
        | 'DOS'
        | 'DOJ'
        | 'FBI'
        | 'CIA'
        | 'NSA'
        | 'NRO'
        | 'NGA'
        | 'DIA'
        | 'ARMY'
        | 'NAVY'
        | 'AIR_FORCE'
        | 'NASA'
        | 'OTHER'
        | null;
      /** @enum {string|null} */
      clearanceType:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET'
        | null;
      createdAt: string;
      eqipPincode: string | null;
      fingerprintAcceptedDate: string | null;
      fingerprintRequired: boolean;
      fingerprintSubmittedDate: string | null;
      fingerprintTakenBy: string | null;
      fingerprintTcnNumber: string | null;
      id: string;
      initiatedPsiDate: string | null;
      investigationClosedDate: string | null;
      investigationOpenDate: string | null;
      /** @enum {string|null} */
      investigationType:
        | 'TIER_1'
        | 'TIER_2'
        | 'TIER_2R'
        | 'TIER_3'
        | 'TIER_3R'
        | 'TIER_4'
        | 'TIER_4R'
        | 'TIER_5'
        | 'TIER_5R'
        | 'NACLC'
        | 'ANACI'
        | 'SSBI'
        | 'SSBI_PR'
        | null;
      isProcessCompleted: boolean;
      /** @enum {string|null} */
      pclStatus: 'ACTIVE' | 'IN_PROGRESS' | 'INACTIVE' | 'ACTIVE_BREAK' | 'INACTIVE_BREAK' | null;
      personnelId: string;
      psqSentOpmDate: string | null;
      readyReviewDate: string | null;
      reinvestigationDate: string | null;
      /** @description when the reinvestigation falls due (the entered date, else the tenant's years after closing); null unless this is the latest completed investigation of a held clearance */
      reinvestigationDue: string | null;
      /** @description the reinvestigation due date has passed (the tenant's today) */
      reinvestigationOverdue: boolean;
      releaseCafDate: string | null;
      releasedSignFormsDate: string | null;
      sacDate: string | null;
      sfRejectionDates: string[];
      siiCaseNumber: string | null;
      /**
       * @description IN_PROGRESS or COMPLETED, from isProcessCompleted
       * @enum {string}
       */
      status: 'IN_PROGRESS' | 'COMPLETED';
      updatedAt: string;
      version: number;
    };
    InvitationSentView: {
      createdAt: string;
      email: string;
      firstName: string;
      id: string;
      lastName: string;
      link: string;
      /** @description when the current link stops working (null when no link is out) */
      linkExpiresAt: string | null;
      personnelId: string;
      sendCount: number;
      sentAt: string | null;
      sentBy: string | null;
      /** @enum {string} */
      status: 'CREATED' | 'SENT' | 'VALIDATED' | 'OTP_PASSED' | 'SUBMITTED' | 'REVIEWED';
      submittedAt: string | null;
      userId: string | null;
      validatedAt: string | null;
    };
    InvitationSummaryView: {
      /** @description …of which the link has expired (to re-send) */
      expired: number;
      /** @description invitations out whose form is not submitted yet */
      notCompleted: number;
      /** @description submitted forms waiting for the security office's review */
      submittedForReview: number;
    };
    InvitationView: {
      createdAt: string;
      email: string;
      firstName: string;
      id: string;
      lastName: string;
      /** @description when the current link stops working (null when no link is out) */
      linkExpiresAt: string | null;
      personnelId: string;
      sendCount: number;
      sentAt: string | null;
      sentBy: string | null;
      /** @enum {string} */
      status: 'CREATED' | 'SENT' | 'VALIDATED' | 'OTP_PASSED' | 'SUBMITTED' | 'REVIEWED';
      submittedAt: string | null;
      userId: string | null;
      validatedAt: string | null;
    };
    InvitePersonnelDto: {
      email?: string | null;
    };
    InviteeBirthAddressDto: {
      city?: string | null;
      /** @description default 236 (United States) */
      countryId?: number;
      /** @description a state code for the United States, free text elsewhere */
      state?: string | null;
    };
    InviteeDto: {
      /** @description where the link goes; it becomes the person's work e-mail */
      email: string;
      firstName: string;
      lastName: string;
    };
    InviteeNamesDto: {
      firstName: string;
      lastName: string;
      workEmail: string;
    };
    JobRunDto: {
      /** @description attempts started so far (failed attempts are retried with exponential back-off) */
      attempts: number;
      /** @description why the last attempt failed */
      error: string | null;
      fileName: string | null;
      fileSize: number | null;
      finishedAt: string | null;
      /** @enum {string|null} */
      format: 'CSV' | 'XLSX' | 'PDF' | null;
      /** @description true when the file can be downloaded */
      hasFile: boolean;
      /** @description the run id; also the id of its archive (GET /jobs/archives/{id}/download) */
      id: string;
      /**
       * @description REPORT or TASK
       * @enum {string}
       */
      kind: 'REPORT' | 'TASK';
      parameters: {
        [key: string]: unknown;
      };
      /** @description 0 to 100 */
      progress: number;
      queuedAt: string;
      /** @enum {string|null} */
      reportType:
        | 'PERSONNEL_ROSTER'
        | 'CLEARANCES_BY_LEVEL_STATUS'
        | 'REINVESTIGATIONS_DUE'
        | 'EXPIRING_BADGES'
        | 'EXPIRING_PASSPORTS'
        | 'POLYGRAPHS_DUE'
        | 'KEY_MANAGEMENT_PERSONNEL'
        | 'USERS_AND_ROLES'
        | 'AUDIT_ACTIVITY'
        | 'TENANTS'
        | null;
      rowsWritten: number | null;
      /** @description the scheduled job that started it; null for a report generated on request */
      scheduledJobId: string | null;
      startedAt: string | null;
      /** @enum {string} */
      status: 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED' | 'SKIPPED';
      /** @description true for runs of system-level jobs */
      system: boolean;
      /**
       * @description the maintenance task of a TASK run
       * @enum {string|null}
       */
      task: 'REMINDERS' | 'PURGE_JOB_ARCHIVES' | null;
      title: string;
    };
    KnowledgeCenterInputDto: {
      description?: string;
      /** @description answered by GET, ignored here */
      readonly id?: string;
      sortOrder?: number;
      title: string;
      /** @enum {string} */
      type: 'FACILITIES' | 'PERSONNEL' | 'CONTRACTS' | 'OTHER';
      /**
       * Format: uri
       * @description https address of the video (MP4/WebM file or an embeddable player page); absent for a written tutorial
       */
      videoUrl?: string | null;
    };
    KnowledgeCenterItemDto: {
      description: string;
      id: string;
      sortOrder: number;
      title: string;
      /** @enum {string} */
      type: 'FACILITIES' | 'PERSONNEL' | 'CONTRACTS' | 'OTHER';
      /** @description null for a written tutorial */
      videoUrl: string | null;
    };
    LastRunDto: {
      error: string | null;
      finishedAt: string | null;
      id: string;
      startedAt: string | null;
      /** @enum {string} */
      status: 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED' | 'SKIPPED';
    };
    LoginDto: {
      /** @description the spec's spelling of the same field */
      OTP?: string;
      /** @description the 6-digit code from the e-mail, when the first answer asked for it */
      otp?: string;
      password: string;
      /** @description skip the one-time code on this browser for REMEMBER_DEVICE_DAYS */
      rememberDevice?: boolean;
      username: string;
    };
    ManagedDownloadLinkDto: {
      /** @description facility ids whose people see the link (people linked to one of them); empty means every facility */
      allowedFacilities: string[];
      /** @description role names; empty means every role */
      allowedRoles: string[];
      createdAt: string;
      description: string;
      fileName: string | null;
      /** @description path for GET /documents/{path}, null when the link is an address */
      filePath: string | null;
      id: string;
      isActive: boolean;
      /** @description Display Name */
      prettyName: string;
      /** @enum {string} */
      sectionName: 'COMPANY' | 'GOV' | 'NEWSLETTER' | 'BLANK_FORM' | 'EDU_TRNG' | 'SOP';
      updatedAt: string;
      url: string | null;
      /** @description YYYY-MM-DD or null */
      validUntilDate: string | null;
      version: number;
    };
    ManagedTenantCountsView: {
      /** @description open actions due in the next 90 days */
      dueSoonActions: number;
      name: string;
      openActions: number;
      /** @description open actions whose due date has passed */
      overdueActions: number;
      tenantId: string;
    };
    MasterPocDto: {
      city?: string | null;
      /** @description default 236 */
      countryId?: number;
      email?: string | null;
      readonly id?: string;
      /**
       * @description ddd-ddd-dddd
       * @example 703-555-0100
       */
      phoneNumber?: string | null;
      pocFullName: string;
      /**
       * @description default DCSA_REPRESENTATIVE
       * @enum {string}
       */
      pocTypeEnum?:
        | 'COMPANY_FSO'
        | 'DCSA_REPRESENTATIVE'
        | 'DCSA_ISSP'
        | 'DCSA_CI_SPECIAL_AGENT'
        | 'DCSA_FIELD_OFFICE_CHIEF'
        | 'DCSA_ISR'
        | 'NAESOC'
        | 'GCA_REPRESENTATIVE'
        | 'CONTRACTING_OFFICER'
        | 'COR'
        | 'PROGRAM_SECURITY_OFFICER'
        | 'SAP_PSO'
        | 'FBI_FIELD_OFFICE'
        | 'DOS_DIPLOMATIC_SECURITY'
        | 'DOE_SECURITY'
        | 'NRC'
        | 'DHS'
        | 'OTHER';
      /** @description a US postal code (VA) when the country is 236, free text elsewhere */
      state?: string | null;
      street1?: string | null;
      street2?: string | null;
      title?: string | null;
      zipCode?: string | null;
    };
    MasterPocView: {
      city: string | null;
      countryId: number;
      email: string | null;
      id: string;
      phoneNumber: string | null;
      pocFullName: string;
      /** @enum {string} */
      pocTypeEnum:
        | 'COMPANY_FSO'
        | 'DCSA_REPRESENTATIVE'
        | 'DCSA_ISSP'
        | 'DCSA_CI_SPECIAL_AGENT'
        | 'DCSA_FIELD_OFFICE_CHIEF'
        | 'DCSA_ISR'
        | 'NAESOC'
        | 'GCA_REPRESENTATIVE'
        | 'CONTRACTING_OFFICER'
        | 'COR'
        | 'PROGRAM_SECURITY_OFFICER'
        | 'SAP_PSO'
        | 'FBI_FIELD_OFFICE'
        | 'DOS_DIPLOMATIC_SECURITY'
        | 'DOE_SECURITY'
        | 'NRC'
        | 'DHS'
        | 'OTHER';
      state: string | null;
      street1: string | null;
      street2: string | null;
      title: string | null;
      zipCode: string | null;
    };
    MeDto: {
      /** Format: date-time */
      createdAt: string;
      email: string;
      enabled: boolean;
      firstName: string | null;
      id: string;
      impersonating: components['schemas']['ImpersonationStateDto'] | null;
      /** Format: date-time */
      lastLoginAt: string | null;
      lastName: string | null;
      locked: boolean;
      /**
       * Format: date-time
       * @description end of a sign-in lock; null for an administrator's lock
       */
      lockedUntil: string | null;
      mustChangePassword: boolean;
      /** Format: date-time */
      passwordChangedAt: string | null;
      /** Format: date-time */
      passwordExpiresAt: string | null;
      phone: string | null;
      roleIds: string[];
      roles: components['schemas']['RoleRefDto'][];
      /** @enum {string} */
      status: 'ACTIVE' | 'LOCKED' | 'DISABLED';
      tenantId: string;
      tenantName: string;
      /** @enum {string} */
      tenantType: 'SAAS' | 'MSS' | 'DEFAULT' | 'SYSTEM';
      /** Format: date-time */
      updatedAt: string;
      username: string;
    };
    MessageDto: {
      message: string;
    };
    ModuleDto: {
      description: string;
      group: string;
      /** @description the module's name, which is also its id */
      id: string;
      name: string;
      /** @description name of the parent module, null at the top */
      parentId: string | null;
      prettyName: string;
    };
    MssTenantDto: {
      enabled: boolean;
      id: string;
      name: string;
    };
    MyAnnualTrainingDocumentView: {
      documentName: string;
      fileName: string | null;
      /** @description download route of the training material (GET /documents/{id}), null without a file */
      filePath: string | null;
      id: string;
      /** @description YYYY-MM-DD */
      nextDeadlineDate: string | null;
    };
    MyAnnualTrainingView: {
      /** @description the day the latest signed annual refresher briefing was signed (else uploaded), within the last 12 months; null when not done */
      completedOn: string | null;
      documents: components['schemas']['MyAnnualTrainingDocumentView'][];
      /** @description the caller holds a clearance (ACTIVE, ACTIVE_BREAK or IN_PROGRESS): annual refresher training is required of them */
      required: boolean;
      /** @description the personnel document title to upload the signed training certificate with */
      titleId: string;
    };
    MyDashboardView: {
      due: components['schemas']['MyDueItemView'][];
      fullName: string | null;
      openActions: components['schemas']['MyOpenActionView'][];
      /** @description null when the user's account is not linked to a personnel record */
      personnelId: string | null;
      today: string;
      training: components['schemas']['MyTrainingView'];
    };
    MyDueItemView: {
      dueDate: string;
      /** @enum {string} */
      item: 'BADGE' | 'POLYGRAPH' | 'REINVESTIGATION';
      recordId: string;
      /** @enum {string} */
      window: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
    };
    MyOpenActionView: {
      createdAt: string;
      dueDate: string | null;
      id: string;
      /** @enum {string} */
      kind:
        | 'MISSING_REQUIRED_DOCUMENT'
        | 'REINVESTIGATION'
        | 'BADGE_EXPIRY'
        | 'POLYGRAPH'
        | 'PASSPORT_EXPIRY'
        | 'ANNUAL_TRAINING'
        | 'DOCUMENT_NEEDS_REVIEW'
        | 'DOCUMENT_EXPIRED'
        | 'OTHER';
      /** @description The due date has passed (the tenant's today). */
      overdue: boolean;
      title: string;
    };
    MyPortalPocDto: {
      /** @description the team address when given, else the person's work e-mail */
      email: string;
      facilityNames: string[];
      id: string;
      /** @description "First Last" of the person */
      name: string;
      /** @description the person's work phone (else cell phone), null when none is on file */
      phone: string | null;
      /** @enum {string} */
      pocType: 'SMO' | 'FSO' | 'AFSO' | 'ITPSO' | 'KMP' | 'INSIDER_THREAT' | 'GENERAL_POC' | 'ADMINISTRATIVE_POC' | 'SECURITY_POC';
      selectAllFacilities: boolean;
    };
    MyPortalReportView: {
      /** @description the caller holds CREATE on the module */
      canCreate: boolean;
      /** @enum {string} */
      key:
        | 'FOREIGN_CONTACT'
        | 'FOREIGN_TRAVEL'
        | 'FOREIGN_TRAVEL_DEBRIEF'
        | 'NETWORK_CYBER_BREACH'
        | 'INSIDER_THREAT'
        | 'SECURITY_VIOLATION'
        | 'PERSONAL_REPORTING'
        | 'ADVERSE_ACTION'
        | 'SUSPICIOUS_CONTACT';
      /** @description the setting's label, e.g. "Foreign Contact Report" */
      label: string;
      /** @description the permission module filing it needs CREATE on */
      module: string;
      /** @description the create page under /my-portal/requests */
      path: string;
    };
    MyPortalReportsView: {
      /** @description the reports shown, in the order of the Reports settings */
      reports: components['schemas']['MyPortalReportView'][];
    };
    MyPortalView: {
      /** @description the person’s briefing and debriefing documents (titles ending in BRIEFING) */
      briefings: components['schemas']['PersonnelDocumentView'][];
      clearances: components['schemas']['ClearanceView'][];
      investigations: components['schemas']['InvestigationView'][];
      /** @description the caller's personnel record (documents hidden from personnel are left out; file paths lead to /my-portal/me/document/{id}/file) */
      personnel: components['schemas']['PersonnelView'];
      polygraphs: components['schemas']['PolygraphView'][];
      specialAccesses: components['schemas']['SpecialAccessView'][];
    };
    MyRequestView: {
      createdAt: string;
      description: string | null;
      dueDate: string | null;
      /** @description the id of the request's own record (for OPEN_ACTION the open action) */
      id: string;
      note: string | null;
      /** @description the caller's personnel record */
      personnelId: string | null;
      /** @description when it was completed or closed */
      resolvedAt: string | null;
      /**
       * @description OPEN, COMPLETED or CLOSED
       * @enum {string}
       */
      state: 'OPEN' | 'COMPLETED' | 'CLOSED';
      title: string;
      /** @enum {string} */
      type: 'OPEN_ACTION';
    };
    MyRoleDto: {
      id: string;
      name: string;
      permissions: components['schemas']['PermissionEntryDto'][];
      prettyName: string;
    };
    MyTrainingDocumentView: {
      documentName: string;
      id: string;
      nextDeadlineDate: string | null;
    };
    MyTrainingView: {
      /** @description annual refresher briefing on file for the last year */
      completed: boolean;
      /** @description the tenant's active annual training documents (when required and not completed) */
      documents: components['schemas']['MyTrainingDocumentView'][];
      /** @description the person holds a clearance, so takes the annual training */
      required: boolean;
    };
    NewHireCitizenshipDto: {
      alienRegistrationNumber?: string | null;
      /** @description default 236 (United States) */
      citizenshipCountryId?: number;
      /** @enum {string} */
      citizenshipType:
        | 'BORN_IN_US'
        | 'BORN_ABROAD_TO_US_PARENTS'
        | 'NATURALIZED'
        | 'DERIVED'
        | 'DUAL_CITIZENSHIP'
        | 'LAWFUL_PERMANENT_RESIDENT'
        | 'NON_US_CITIZEN';
      secondCitizenshipCountryId?: number | null;
      /** Format: date */
      usCitizenshipDate?: string | null;
    };
    NewHireContactInfoDto: {
      cellPhoneNumber?: string | null;
      city?: string | null;
      /** @description default 236 (United States) */
      countryId?: number | null;
      governmentEmailAddress?: string | null;
      homePhoneNumber?: string | null;
      personalEmailAddress?: string | null;
      /** @enum {string|null} */
      preferredPhoneType?: 'CELL' | 'HOME' | 'WORK' | null;
      state?: string | null;
      street1?: string | null;
      street2?: string | null;
      workEmail: string;
      workPhoneNumber?: string | null;
      zipCode?: string | null;
    };
    NewHireDetailsView: {
      birthAddress: components['schemas']['BirthAddressDto'];
      citizenship: components['schemas']['NewHireCitizenshipDto'];
      clearance: components['schemas']['ClearanceDto'] | null;
      contactInfo: components['schemas']['NewHireContactInfoDto'];
      employment: components['schemas']['EmploymentDto'];
      names: components['schemas']['NewHireNamesDto'];
    };
    NewHireNamesDto: {
      aliasName?: string | null;
      firstName: string;
      lastName: string;
      middleName?: string | null;
      previouslyUsedNames?: string | null;
    };
    NoteDto: {
      content: string;
      createdAt: string;
      id: string;
      sectionName: string;
      updatedAt: string;
    };
    NoteInputDto: {
      content: string;
      readonly createdAt?: string;
      readonly id?: string;
      /** @description the section of the path; a body that names it (a note as answered) must name the same section */
      sectionName?: string;
      readonly updatedAt?: string;
    };
    OpenActionKindCountDto: {
      count: number;
      /** @enum {string} */
      kind:
        | 'MISSING_REQUIRED_DOCUMENT'
        | 'REINVESTIGATION'
        | 'BADGE_EXPIRY'
        | 'POLYGRAPH'
        | 'PASSPORT_EXPIRY'
        | 'ANNUAL_TRAINING'
        | 'DOCUMENT_NEEDS_REVIEW'
        | 'DOCUMENT_EXPIRED'
        | 'OTHER';
    };
    OpenActionResolveDto: {
      note?: string | null;
    };
    OpenActionView: {
      /**
       * @description MISSING_REQUIRED_DOCUMENT, DOCUMENT_NEEDS_REVIEW, DOCUMENT_EXPIRED or OTHER
       * @enum {string}
       */
      actionType: 'MISSING_REQUIRED_DOCUMENT' | 'DOCUMENT_NEEDS_REVIEW' | 'DOCUMENT_EXPIRED' | 'OTHER';
      /**
       * @description days since it was raised, as the dashboard's age buckets
       * @enum {string}
       */
      age: 'UNDER_30' | 'DAYS_30_60' | 'DAYS_60_90' | 'OVER_90';
      closedAt: string | null;
      closedBy: string | null;
      completedAt: string | null;
      completedBy: string | null;
      createdAt: string;
      description: string | null;
      /** @description for document actions: the required-document type */
      documentTitleId: string | null;
      dueDate: string | null;
      facilityId: string | null;
      id: string;
      /**
       * @description what the action is about: the reminder that raised it, else its type (the dashboard counts by it)
       * @enum {string}
       */
      kind:
        | 'MISSING_REQUIRED_DOCUMENT'
        | 'REINVESTIGATION'
        | 'BADGE_EXPIRY'
        | 'POLYGRAPH'
        | 'PASSPORT_EXPIRY'
        | 'ANNUAL_TRAINING'
        | 'DOCUMENT_NEEDS_REVIEW'
        | 'DOCUMENT_EXPIRED'
        | 'OTHER';
      note: string | null;
      personnelId: string | null;
      personnelName: string | null;
      /**
       * @description OPEN, COMPLETED or CLOSED
       * @enum {string}
       */
      state: 'OPEN' | 'COMPLETED' | 'CLOSED';
      title: string;
      version: number;
    };
    PendingHireView: {
      birthDate: string;
      cleared: boolean;
      /** @description when the report was made (ISO) */
      createdAt: string;
      decidedAt: string | null;
      decidedBy: string | null;
      decisionReason: string | null;
      /** @description the sections as submitted */
      details: components['schemas']['NewHireDetailsView'];
      /** @enum {string} */
      employmentType: 'W2_EMPLOYEE' | 'CONTRACT_1099' | 'SUB_CONTRACTOR' | 'K1_PARTNER' | 'W2_INTERN' | 'INTERN_1099';
      facilityId: string;
      facilityName: string;
      firstName: string;
      /** @description "First Last" */
      fullName: string;
      /** @description whether an SSN was given (false: not known yet) */
      hasSsn: boolean;
      hireDate: string | null;
      id: string;
      jobTitle: string | null;
      lastName: string;
      /** @enum {string} */
      maritalStatus: 'SINGLE' | 'MARRIED' | 'DOMESTIC_PARTNERSHIP' | 'SEPARATED' | 'DIVORCED' | 'WIDOWED';
      middleName: string | null;
      passportNumber: string | null;
      /** @description the person created on acceptance */
      personnelId: string | null;
      reportedBy: string | null;
      /** @description the SSN as the caller's SSN visibility shows it (last four digits at most), null without one */
      ssn: string | null;
      startDate: string | null;
      /** @enum {string} */
      status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
      version: number;
      workEmail: string;
    };
    PermissionChangeDto: {
      canCreate?: boolean;
      canDelete?: boolean;
      canUpdate?: boolean;
      canView?: boolean;
      module: string;
      ui?: boolean;
    };
    PermissionEntryDto: {
      canCreate: boolean;
      canDelete: boolean;
      canUpdate: boolean;
      canView: boolean;
      module: components['schemas']['ModuleDto'];
      ui: boolean;
    };
    PersonnelAssignmentView: {
      /** @enum {string} */
      assignmentStatus: 'PENDING' | 'ASSIGNED' | 'UNASSIGNED';
      contract: components['schemas']['ContractRefView'];
      dateAssigned: string | null;
      dateUnassigned: string | null;
      id: string;
      /** @description colon-separated */
      specialAccess: string | null;
    };
    PersonnelBasicView: {
      employeeId: string | null;
      firstName: string;
      /** @description "First Last" */
      fullName: string;
      id: string;
      lastName: string;
      /** @description work, else cell, else home phone of the personal contact */
      phone: string | null;
      /** @enum {string} */
      status: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
      workEmail: string;
    };
    PersonnelDocumentChoiceDto: {
      readonly brokenUploadDate?: string | null;
      readonly contentType?: string | null;
      readonly dateSigned?: string | null;
      /** @enum {string} */
      readonly documentStatus?: 'ACTIVE' | 'INACTIVE' | 'MISSING' | 'NEEDS_REVIEW' | 'EXPIRED' | 'CURRENT' | 'ON_HOLD';
      /** @enum {string} */
      readonly documentType?: 'PERSONNEL';
      readonly fileName?: string | null;
      readonly filePath?: string | null;
      readonly hideFromPersonnel?: boolean;
      readonly id?: string;
      readonly personnelId?: string;
      /** @description left out keeps the current choice */
      required?: boolean;
      readonly size?: number | null;
      /** @description a personnel document title (required-document type value, e.g. SF_312) */
      titleId: string;
      readonly titleName?: string;
      readonly uploadedDate?: string | null;
      readonly version?: number;
    };
    PersonnelDocumentDto: {
      /** Format: date */
      brokenUploadDate?: string | null;
      /** Format: date */
      dateSigned?: string | null;
      /**
       * @description default CURRENT with a file, MISSING without
       * @enum {string|null}
       */
      documentStatus?: 'CURRENT' | 'MISSING' | 'NEEDS_REVIEW' | 'ACTIVE' | 'ON_HOLD' | 'INACTIVE' | 'EXPIRED' | null;
      /**
       * @description always PERSONNEL
       * @enum {string|null}
       */
      documentType?: 'PERSONNEL' | null;
      hideFromPersonnel?: boolean | null;
      required?: boolean | null;
      titleId: string;
      /**
       * Format: date
       * @description default: the day the file is uploaded
       */
      uploadedDate?: string | null;
    };
    PersonnelDocumentView: {
      brokenUploadDate: string | null;
      contentType: string | null;
      dateSigned: string | null;
      /** @enum {string} */
      documentStatus: 'CURRENT' | 'MISSING' | 'NEEDS_REVIEW' | 'ACTIVE' | 'ON_HOLD' | 'INACTIVE' | 'EXPIRED';
      /** @enum {string} */
      documentType: 'PERSONNEL';
      fileName: string | null;
      /** @description download route of the file (GET), null without a file */
      filePath: string | null;
      hideFromPersonnel: boolean;
      id: string;
      personnelId: string;
      required: boolean;
      size: number | null;
      titleId: string;
      /** @description label of the title */
      titleName: string;
      uploadedDate: string | null;
      version: number;
    };
    PersonnelListItemView: {
      /** @description highest eligibility among the person's ACTIVE clearances (CLEARANCE_LEVEL), null without one */
      clearanceLevel: string | null;
      employeeId: string | null;
      /** @enum {string|null} */
      employmentStatus: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED' | null;
      /** @enum {string|null} */
      employmentType: 'W2_EMPLOYEE' | 'CONTRACT_1099' | 'SUB_CONTRACTOR' | 'K1_PARTNER' | 'W2_INTERN' | 'INTERN_1099' | null;
      enabled: boolean;
      /** @description facility names, comma-separated, in name order */
      facilityNames: string | null;
      firstName: string;
      id: string;
      jobTitle: string | null;
      lastName: string;
      middleName: string | null;
      /** @description the SSN as the caller may see it: the last four digits, or masked (never the whole number); null without one */
      ssn: string | null;
      /** @enum {string} */
      status: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
      /** @description the person has a user account */
      userAssigned: boolean;
      workEmail: string;
    };
    PersonnelRddInputDto: {
      readonly id?: string;
      option: string;
      /** @enum {string} */
      optionType: 'ACCESS_TYPE' | 'EMPLOYMENT_TYPE';
      readonly requiredDocumentTitles?: string[];
      /** @description document type values (packages/shared document-types.ts) */
      requiredDocuments: (
        | 'CLEARANCE_PROCESSING_REQUEST'
        | 'SF_86'
        | 'SF_86_CERTIFICATION'
        | 'SF_86_RELEASE_GENERAL'
        | 'SF_86_RELEASE_MEDICAL'
        | 'SF_86_RELEASE_CREDIT'
        | 'SF_86C'
        | 'SF_85'
        | 'SF_85P'
        | 'SF_85P_S'
        | 'SF_312'
        | 'FINGERPRINT_CARD'
        | 'ELECTRONIC_FINGERPRINT_RECEIPT'
        | 'PROOF_OF_CITIZENSHIP'
        | 'NATURALIZATION_CERTIFICATE'
        | 'PASSPORT_COPY'
        | 'E_QIP_SIGNATURE_PAGES'
        | 'INTERIM_DETERMINATION_NOTICE'
        | 'REINVESTIGATION_NOTICE'
        | 'INITIAL_SECURITY_BRIEFING'
        | 'ANNUAL_REFRESHER_BRIEFING'
        | 'TERMINATION_DEBRIEFING'
        | 'CNWDI_BRIEFING'
        | 'CNWDI_DEBRIEFING'
        | 'COMSEC_BRIEFING'
        | 'COMSEC_DEBRIEFING'
        | 'CRYPTO_BRIEFING'
        | 'CRYPTO_DEBRIEFING'
        | 'FGI_BRIEFING'
        | 'FGI_DEBRIEFING'
        | 'NATO_BRIEFING'
        | 'NATO_DEBRIEFING'
        | 'SCI_BRIEFING'
        | 'SCI_DEBRIEFING'
        | 'SAP_BRIEFING'
        | 'SAP_DEBRIEFING'
        | 'FOREIGN_TRAVEL_BRIEFING'
        | 'FOREIGN_TRAVEL_DEBRIEFING'
        | 'COURIER_BRIEFING'
        | 'LETTER_OF_APPOINTMENT'
        | 'LETTER_OF_APPOINTMENT_AFSO'
        | 'LETTER_OF_APPOINTMENT_ACCS'
        | 'LETTER_OF_APPOINTMENT_DISS'
        | 'LETTER_OF_APPOINTMENT_FSO'
        | 'LETTER_OF_APPOINTMENT_ITPSO'
        | 'LETTER_OF_APPOINTMENT_NISS'
        | 'LETTER_OF_APPOINTMENT_ISSM'
        | 'STEPP_FSO_ORIENTATION_NON_POSSESSING'
        | 'STEPP_FSO_PROGRAM_MANAGEMENT_POSSESSING'
        | 'STEPP_ESSENTIALS_INDUSTRIAL_SECURITY'
        | 'STEPP_INTRO_INDUSTRIAL_SECURITY'
        | 'STEPP_NISP_SELF_INSPECTION'
        | 'STEPP_INSIDER_THREAT_PROGRAM'
        | 'STEPP_INSIDER_THREAT_AWARENESS'
        | 'STEPP_DERIVATIVE_CLASSIFICATION'
        | 'STEPP_MARKING_CLASSIFIED'
        | 'STEPP_PERSONNEL_CLEARANCES_NISP'
        | 'STEPP_FACILITY_CLEARANCES_NISP'
        | 'STEPP_NISS_OVERVIEW'
        | 'STEPP_DISS_OVERVIEW'
        | 'STEPP_COMSEC_CUSTODIAN'
        | 'STEPP_TRANSMISSION_TRANSPORTATION'
        | 'STEPP_CYBERSECURITY_AWARENESS'
        | 'TRAINING_INSIDER_THREAT'
        | 'TRAINING_CYBERSECURITY_AWARENESS'
        | 'TRAINING_COUNTERINTELLIGENCE'
        | 'TRAINING_DERIVATIVE_CLASSIFICATION'
        | 'TRAINING_CUI'
        | 'TRAINING_OPSEC'
        | 'TRAINING_SUSPICIOUS_CONTACT_REPORTING'
        | 'TRAINING_SAFEGUARDING_CLASSIFIED'
        | 'TRAINING_EXPORT_CONTROL'
        | 'TRAINING_ISSM'
        | 'TRAINING_NISPOM_REFRESHER'
        | 'TRAINING_SECURITY_AWARENESS'
        | 'TCP_ACKNOWLEDGEMENT'
        | 'TYPE_A_CONSULTANT_CERTIFICATE'
        | 'VISIT_AUTHORIZATION_REQUEST'
        | 'SELF_REPORTING_ACKNOWLEDGEMENT'
        | 'ACCEPTABLE_USE_AGREEMENT'
        | 'PRIVILEGED_ACCESS_AGREEMENT'
        | 'DD_254'
        | 'DD_441'
        | 'DD_441_1'
        | 'SF_328'
        | 'KMP_LIST'
        | 'FCL_SPONSORSHIP_LETTER'
        | 'FACILITY_CLEARANCE_LETTER'
        | 'BUSINESS_FORMATION_DOCUMENTS'
        | 'EXCLUSION_RESOLUTION'
        | 'FOCI_MITIGATION_AGREEMENT'
        | 'STANDARD_PRACTICE_PROCEDURES'
        | 'INSIDER_THREAT_PROGRAM_PLAN'
        | 'SELF_INSPECTION_REPORT'
        | 'SELF_INSPECTION_CERTIFICATION'
        | 'CHANGE_CONDITION_REPORT'
        | 'EMERGENCY_PROCEDURES'
        | 'CLOSED_AREA_APPROVAL'
        | 'SECURITY_CONTAINER_CHECK_SHEET'
        | 'ACTIVITY_SECURITY_CHECKLIST'
        | 'INFORMATION_SYSTEM_AUTHORIZATION'
        | 'TECHNOLOGY_CONTROL_PLAN'
        | 'CMMC_SYSTEM_SECURITY_PLAN'
        | 'CMMC_POAM'
        | 'CMMC_SPRS_SCORE'
        | 'CMMC_SELF_ASSESSMENT'
        | 'CMMC_AFFIRMATION'
        | 'CMMC_CERTIFICATE'
        | 'CMMC_ASSET_INVENTORY'
        | 'CMMC_NETWORK_DIAGRAM'
        | 'CMMC_INCIDENT_RESPONSE_PLAN'
        | 'CMMC_ACCESS_CONTROL_POLICY'
        | 'CMMC_CONFIGURATION_MANAGEMENT_PLAN'
        | 'CMMC_RISK_ASSESSMENT'
        | 'CMMC_MEDIA_PROTECTION_POLICY'
        | 'CMMC_AUDIT_LOG_REVIEW'
        | 'CMMC_BACKUP_RECOVERY_PLAN'
        | 'CMMC_VULNERABILITY_SCAN'
        | 'CMMC_THREAT_HUNTING_REPORT'
        | 'OTHER'
      )[];
      /**
       * Format: date
       * @description YYYY-MM-DD; today when omitted
       */
      updatedDate?: string;
    };
    PersonnelRiskReasonView: {
      /** @description the particulars, e.g. the due date or how many documents are missing */
      detail: string;
      /** @description HIGH_RISK_TERMINATION, INVESTIGATION_OVERDUE, CE_LAPSED, MISSING_REQUIRED_DOCUMENTS or CLEARANCE_ADVERSE */
      indicator: string;
      label: string;
    };
    PersonnelRiskView: {
      employeeId: string | null;
      employmentStatus: string | null;
      /** @description the person's id (the list's row id) */
      id: string;
      indicatorCount: number;
      indicators: string[];
      personnelId: string;
      personnelName: string;
      reasons: components['schemas']['PersonnelRiskReasonView'][];
    };
    PersonnelSummaryView: {
      ACTIVE: number;
      INACTIVE: number;
      INPROGRESS: number;
      SUSPENDED: number;
      /** @description counts by employment status (null employment status counted as NONE) */
      byEmploymentStatus: {
        [key: string]: number;
      };
      total: number;
    };
    PersonnelView: {
      agencyId: string | null;
      aliasName: string | null;
      alienRegistrationNumber: string | null;
      automobile: components['schemas']['AutomobileView'];
      birthAddress: components['schemas']['AddressView'];
      birthDate: string | null;
      /** @description the caller may reveal the number (GET /personnel/{id}/ssn, audited) and the PSSN (GET /personnel/{id}/pssn) */
      canRevealSsn: boolean;
      citizenshipCountryId: number | null;
      /** @enum {string|null} */
      citizenshipType:
        | 'BORN_IN_US'
        | 'BORN_ABROAD_TO_US_PARENTS'
        | 'NATURALIZED'
        | 'DERIVED'
        | 'DUAL_CITIZENSHIP'
        | 'LAWFUL_PERMANENT_RESIDENT'
        | 'NON_US_CITIZEN'
        | null;
      createdAt: string;
      dodEdiPn: string | null;
      employeeId: string | null;
      employment: components['schemas']['EmploymentView'];
      enabled: boolean;
      facilities: components['schemas']['FacilityRefView'][];
      facilityIds: string[];
      firstName: string;
      foreignPassport: boolean;
      foreignPassportCountryId: number | null;
      foreignPassportExpiryDate: string | null;
      foreignPassportIssueDate: string | null;
      foreignPassportNumber: string | null;
      /** @enum {string|null} */
      genderType: 'MALE' | 'FEMALE' | 'OTHER' | 'UNDISCLOSED' | null;
      id: string;
      kmp: boolean;
      kmpExcluded: boolean;
      kmpExclusionDate: string | null;
      kmpOwnership: number | null;
      /** @enum {string|null} */
      kmpType: 'SENIOR_MANAGEMENT_OFFICIAL' | 'FSO' | 'ITPSO' | 'OFFICER' | 'DIRECTOR' | 'OWNER' | 'PARTNER' | 'OTHER' | null;
      lastName: string;
      /** @enum {string|null} */
      maritalStatus: 'SINGLE' | 'MARRIED' | 'DOMESTIC_PARTNERSHIP' | 'SEPARATED' | 'DIVORCED' | 'WIDOWED' | null;
      middleName: string | null;
      nonUsCitizenshipRenDate: string | null;
      passportExpiryDate: string | null;
      passportIssueDate: string | null;
      passportNumber: string | null;
      /** @enum {string|null} */
      passportType: 'REGULAR' | 'OFFICIAL' | 'DIPLOMATIC' | 'PASSPORT_CARD' | null;
      personnelContacts: components['schemas']['ContactView'][];
      personnelDocuments: components['schemas']['PersonnelDocumentView'][];
      physical: components['schemas']['PhysicalView'];
      previouslyUsedNames: string | null;
      profilePhoto: components['schemas']['ProfilePhotoView'] | null;
      /** @description the pseudo-SSN, shown like `ssn` (same visibility); null without one */
      pssn: string | null;
      secondCitizenshipCountryId: number | null;
      specialSystemAccessList: string[];
      /** @description never the whole number: ***-**-6789 with an SSN visibility permission, ***-**-**** without (the whole number: GET /personnel/{id}/ssn) */
      ssn: string | null;
      /**
       * @description how `ssn` is shown to this caller (LAST_FOUR or MASKED)
       * @enum {string}
       */
      ssnVisibility: 'FULL' | 'LAST_FOUR' | 'MASKED';
      /**
       * @description status chip: ACTIVE, INACTIVE, INPROGRESS or SUSPENDED (from employment status and enabled)
       * @enum {string}
       */
      status: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
      updatedAt: string;
      usCitizenshipDate: string | null;
      /** @description the user account linked to this person, if any */
      userId: string | null;
      version: number;
      workEmail: string;
    };
    PersonnelWithClearanceView: {
      /** @description highest eligibility among the person's ACTIVE clearances */
      clearanceLevel: string;
      employeeId: string | null;
      firstName: string;
      /** @description "First Last" */
      fullName: string;
      id: string;
      lastName: string;
      /** @description work, else cell, else home phone of the personal contact */
      phone: string | null;
      /** @enum {string} */
      status: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
      workEmail: string;
    };
    PhysicalDto: {
      /** @enum {string|null} */
      eyeColor?: 'BLACK' | 'BLUE' | 'BROWN' | 'GRAY' | 'GREEN' | 'HAZEL' | 'MAROON' | 'MULTICOLORED' | 'PINK' | 'UNKNOWN' | null;
      /** @enum {string|null} */
      hairColor?: 'BALD' | 'BLACK' | 'BLOND' | 'BROWN' | 'GRAY' | 'RED' | 'SANDY' | 'WHITE' | 'OTHER' | 'UNKNOWN' | null;
      /** @description free text, e.g. 5'10" */
      height?: string | null;
      /** @enum {string|null} */
      race?:
        | 'AMERICAN_INDIAN_OR_ALASKA_NATIVE'
        | 'ASIAN'
        | 'BLACK_OR_AFRICAN_AMERICAN'
        | 'NATIVE_HAWAIIAN_OR_PACIFIC_ISLANDER'
        | 'WHITE'
        | 'TWO_OR_MORE'
        | 'OTHER'
        | 'UNDISCLOSED'
        | null;
      /** @description free text, e.g. 180 lb */
      weight?: string | null;
    };
    PhysicalSectionDto: {
      /** @enum {string|null} */
      eyeColor?: 'BLACK' | 'BLUE' | 'BROWN' | 'GRAY' | 'GREEN' | 'HAZEL' | 'MAROON' | 'MULTICOLORED' | 'PINK' | 'UNKNOWN' | null;
      /** @enum {string|null} */
      hairColor?: 'BALD' | 'BLACK' | 'BLOND' | 'BROWN' | 'GRAY' | 'RED' | 'SANDY' | 'WHITE' | 'OTHER' | 'UNKNOWN' | null;
      /** @description free text, e.g. 5'10" */
      height?: string | null;
      /** Format: uuid */
      personnelId: string;
      /** @enum {string|null} */
      race?:
        | 'AMERICAN_INDIAN_OR_ALASKA_NATIVE'
        | 'ASIAN'
        | 'BLACK_OR_AFRICAN_AMERICAN'
        | 'NATIVE_HAWAIIAN_OR_PACIFIC_ISLANDER'
        | 'WHITE'
        | 'TWO_OR_MORE'
        | 'OTHER'
        | 'UNDISCLOSED'
        | null;
      /** @description free text, e.g. 180 lb */
      weight?: string | null;
    };
    PhysicalView: {
      /** @enum {string|null} */
      eyeColor: 'BLACK' | 'BLUE' | 'BROWN' | 'GRAY' | 'GREEN' | 'HAZEL' | 'MAROON' | 'MULTICOLORED' | 'PINK' | 'UNKNOWN' | null;
      /** @enum {string|null} */
      hairColor: 'BALD' | 'BLACK' | 'BLOND' | 'BROWN' | 'GRAY' | 'RED' | 'SANDY' | 'WHITE' | 'OTHER' | 'UNKNOWN' | null;
      height: string | null;
      /** @enum {string|null} */
      race:
        | 'AMERICAN_INDIAN_OR_ALASKA_NATIVE'
        | 'ASIAN'
        | 'BLACK_OR_AFRICAN_AMERICAN'
        | 'NATIVE_HAWAIIAN_OR_PACIFIC_ISLANDER'
        | 'WHITE'
        | 'TWO_OR_MORE'
        | 'OTHER'
        | 'UNDISCLOSED'
        | null;
      weight: string | null;
    };
    PmAssignmentStatusCountView: {
      count: number;
      /** @enum {string} */
      status: 'PENDING' | 'ASSIGNED' | 'UNASSIGNED';
    };
    PmClearanceLevelCountView: {
      count: number;
      /** @enum {string} */
      level:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET';
    };
    PmClearanceStateCountView: {
      count: number;
      /** @enum {string} */
      state: 'ACTIVE' | 'IN_PROGRESS' | 'ACTIVE_BREAK' | 'INACTIVE_BREAK' | 'INACTIVE' | 'NONE';
    };
    PmContractStatusCountView: {
      count: number;
      /** @enum {string} */
      status: 'ACTIVE' | 'CLOSING' | 'CLOSED';
    };
    PmContractView: {
      /** @description people with an ASSIGNED assignment */
      assignedCount: number;
      contractName: string;
      contractNumber: string;
      /** @enum {string} */
      contractType: 'PRIME' | 'SUBCONTRACT' | 'TASK_ORDER' | 'IDIQ' | 'TM' | 'FIXED_PRICE' | 'FLEX' | 'OTHER';
      customerAgency: string | null;
      facilityId: string | null;
      facilityName: string | null;
      id: string;
      /** @description people with a PENDING assignment */
      pendingCount: number;
      popEndDate: string | null;
      /**
       * @description the window the end of the period of performance falls in (null: later, none, or the contract is closed)
       * @enum {string|null}
       */
      popEndWindow: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90' | null;
      /** @description period of performance, YYYY-MM-DD */
      popStartDate: string | null;
      programManagerId: string | null;
      programManagerName: string | null;
      /** @enum {string} */
      requiredClearanceLevel: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      /** @enum {string} */
      status: 'ACTIVE' | 'CLOSING' | 'CLOSED';
    };
    PmDashboardView: {
      clearanceLevels: components['schemas']['PmClearanceLevelCountView'][];
      clearanceStates: components['schemas']['PmClearanceStateCountView'][];
      /** @description assigned people whose periodic reinvestigation falls due, by window */
      clearancesDue: components['schemas']['PmDueCountView'][];
      contracts: components['schemas']['PmContractStatusCountView'][];
      contractsTotal: number;
      /** @description the contracts not closed whose period of performance ends soonest (at most 5) */
      endingSoon: components['schemas']['PmContractView'][];
      people: components['schemas']['PmAssignmentStatusCountView'][];
      /** @description distinct people with a PENDING or ASSIGNED assignment */
      peopleTotal: number;
      /** @description the caller's personnel record (null when the account is not linked to one) */
      personnelId: string | null;
      /** @description contracts not closed whose period of performance ends, by window */
      popEnds: components['schemas']['PmDueCountView'][];
      /** @enum {string} */
      scope: 'MINE' | 'ALL';
      /** @description the tenant's today (YYYY-MM-DD) the windows count from */
      today: string;
    };
    PmDueCountView: {
      count: number;
      /** @enum {string} */
      window: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
    };
    PmPersonnelView: {
      /** @enum {string} */
      assignmentStatus: 'PENDING' | 'ASSIGNED' | 'UNASSIGNED';
      /**
       * @description eligibility level of the person's current clearance (the highest held, else the latest on record); NONE without one
       * @enum {string}
       */
      clearanceLevel:
        | 'NONE'
        | 'CONFIDENTIAL'
        | 'INTERIM_SECRET'
        | 'SECRET'
        | 'INTERIM_TOP_SECRET'
        | 'TOP_SECRET'
        | 'ISA_CONFIDENTIAL'
        | 'ISA_SECRET'
        | 'ISA_TOP_SECRET';
      /** @enum {string} */
      clearanceState: 'ACTIVE' | 'IN_PROGRESS' | 'ACTIVE_BREAK' | 'INACTIVE_BREAK' | 'INACTIVE' | 'NONE';
      contractId: string;
      contractName: string;
      contractNumber: string;
      dateAssigned: string | null;
      dateUnassigned: string | null;
      employeeId: string | null;
      firstName: string;
      fullName: string;
      /** @description the assignment's id */
      id: string;
      jobTitle: string | null;
      lastName: string;
      personnelId: string;
      position: string | null;
      /** @description the date the held clearance's periodic reinvestigation falls due (the earliest when several), YYYY-MM-DD */
      reinvestigationDue: string | null;
      /**
       * @description the window that date falls in (null: later or none)
       * @enum {string|null}
       */
      reinvestigationWindow: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90' | null;
    };
    PocCandidateDto: {
      email: string;
      id: string;
      /** @description first and last name, else the username */
      name: string;
      username: string;
    };
    PolygraphDto: {
      /** @enum {string|null} */
      agency?:
        | 'DCSA'
        | 'DOD_CAF'
        | 'OPM'
        | 'DOE'
        | 'DHS'
        | 'DOS'
        | 'DOJ'
        | 'FBI'
        | 'CIA'
        | 'NSA'
        | 'NRO'
        | 'NGA'
        | 'DIA'
        | 'ARMY'
        | 'NAVY'
        | 'AIR_FORCE'
        | 'NASA'
        | 'OTHER'
        | null;
      /** Format: uuid */
      facilityId: string;
      /** Format: date */
      nextPolygraphDate?: string | null;
      /** @enum {string|null} */
      polySystem?: 'DISS' | 'SCATTERED_CASTLES' | 'CVS' | 'OTHER' | null;
      /** Format: date */
      polygraphDate?: string | null;
      /** @enum {string|null} */
      polygraphResult?: 'SUCCESSFUL' | 'FAILED' | null;
      /** @enum {string} */
      polygraphStatus: 'SCHEDULED' | 'CURRENT' | 'OUT_OF_SCOPE';
      /** @enum {string} */
      polygraphType: 'COUNTERINTELLIGENCE' | 'FULL_SCOPE' | 'LIFESTYLE' | 'SPECIFIC_ISSUE';
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    PolygraphView: {
      /** @enum {string|null} */
      agency:
        | 'DCSA'
        | 'DOD_CAF'
        | 'OPM'
        | 'DOE'
        | 'DHS'
        | 'DOS'
        | 'DOJ'
        | 'FBI'
        | 'CIA'
        | 'NSA'
        | 'NRO'
        | 'NGA'
        | 'DIA'
        | 'ARMY'
        | 'NAVY'
        | 'AIR_FORCE'
        | 'NASA'
        | 'OTHER'
        | null;
      createdAt: string;
      /** @description when the polygraph falls due: its next polygraph date, else POLYGRAPH_VALID_YEARS after it was taken; null when OUT_OF_SCOPE */
      dueDate: string | null;
      facilityId: string;
      facilityName: string;
      id: string;
      nextPolygraphDate: string | null;
      /** @description the due date has passed (the tenant's today): the polygraph is out of date */
      overdue: boolean;
      personnelId: string;
      /** @enum {string|null} */
      polySystem: 'DISS' | 'SCATTERED_CASTLES' | 'CVS' | 'OTHER' | null;
      polygraphDate: string | null;
      /** @enum {string|null} */
      polygraphResult: 'SUCCESSFUL' | 'FAILED' | null;
      /** @enum {string} */
      polygraphStatus: 'SCHEDULED' | 'CURRENT' | 'OUT_OF_SCOPE';
      /** @enum {string} */
      polygraphType: 'COUNTERINTELLIGENCE' | 'FULL_SCOPE' | 'LIFESTYLE' | 'SPECIFIC_ISSUE';
      updatedAt: string;
      version: number;
    };
    PreLoginAnnouncementDto: {
      announcementEndDate: string;
      announcementStartDate: string;
      announcementText: string;
      announcementTitle: string;
      id: string;
      stopUserLogin: boolean;
    };
    ProfilePhotoView: {
      height: number | null;
      name: string;
      /** @description GET route of the image */
      path: string;
      width: number | null;
    };
    PssnRevealView: {
      /** @description the whole pseudo-SSN, XXX-XX-XXXX */
      pssn: string | null;
    };
    RddDto: {
      /** @description CMMC only */
      cmmcLevel?: string;
      id: string;
      option?: string;
      /**
       * @description personnel and facility defaults
       * @enum {string}
       */
      optionType?: 'ACCESS_TYPE' | 'EMPLOYMENT_TYPE' | 'COMPANY_TYPE';
      /** @description labels of requiredDocuments, in the same order */
      requiredDocumentTitles: string[];
      requiredDocuments: string[];
      /** @description YYYY-MM-DD */
      updatedDate: string;
    };
    RddOptionDto: {
      label: string;
      value: string;
    };
    RejectNewPersonnelDto: {
      /** Format: uuid */
      pendingHireId: string;
      reason: string;
    };
    ReportNewHireDto: {
      birthAddress: components['schemas']['BirthAddressDto'];
      /** Format: date */
      birthDate: string;
      citizenship: components['schemas']['NewHireCitizenshipDto'];
      /** @description the clearance the person holds; required when cleared */
      clearance?: components['schemas']['ClearanceDto'] | null;
      /** @description whether the person already holds a clearance (then the clearance section is required) */
      cleared?: boolean;
      contactInfo: components['schemas']['NewHireContactInfoDto'];
      employment: components['schemas']['EmploymentDto'];
      /** Format: uuid */
      facilityId: string;
      /** @enum {string} */
      maritalStatus: 'SINGLE' | 'MARRIED' | 'DOMESTIC_PARTNERSHIP' | 'SEPARATED' | 'DIVORCED' | 'WIDOWED';
      names: components['schemas']['NewHireNamesDto'];
      passportNumber?: string | null;
      /** @description nine digits (XXX-XX-XXXX accepted); 000000000 (the default) means not known yet and is stored as no SSN */
      ssn?: string | null;
    };
    ReportParameterDto: {
      default?: string | number | boolean | string[];
      /**
       * @description facility (a facility id from GET /facilities), select, date (YYYY-MM-DD), number, text, boolean
       * @enum {string}
       */
      kind: 'facility' | 'select' | 'date' | 'number' | 'text' | 'boolean';
      label: string;
      max?: number;
      maxLength?: number;
      min?: number;
      /** @description select: several values may be chosen */
      multiple?: boolean;
      /** @description key in `parameters` */
      name: string;
      /** @description date: this date may not be before the named date parameter */
      notBefore?: string;
      /** @description select: the accepted values */
      options?: components['schemas']['ReportParameterOptionDto'][];
      required: boolean;
    };
    ReportParameterOptionDto: {
      label: string;
      value: string;
    };
    ReportTypeDto: {
      /** @description column headers of the output, in order */
      columns: string[];
      description: string;
      /** @description the domain whose module defines it */
      domain: string;
      formats: ('CSV' | 'XLSX' | 'PDF')[];
      /** @description the permission module that allows running it (VIEW) */
      module: string;
      parameters: components['schemas']['ReportParameterDto'][];
      /**
       * @description the value of reportType in POST /reports/generate and scheduled jobs
       * @enum {string}
       */
      reportType:
        | 'PERSONNEL_ROSTER'
        | 'CLEARANCES_BY_LEVEL_STATUS'
        | 'REINVESTIGATIONS_DUE'
        | 'EXPIRING_BADGES'
        | 'EXPIRING_PASSPORTS'
        | 'POLYGRAPHS_DUE'
        | 'KEY_MANAGEMENT_PERSONNEL'
        | 'USERS_AND_ROLES'
        | 'AUDIT_ACTIVITY'
        | 'TENANTS';
      /**
       * @description TENANT (the user's tenant) or SYSTEM (every tenant)
       * @enum {string}
       */
      scope: 'TENANT' | 'SYSTEM';
      title: string;
    };
    RequiredDocumentChoiceDto: {
      required: boolean;
      /** @description a personnel document title (required-document type value, e.g. SF_312) */
      titleId: string;
    };
    RequiredDocumentView: {
      /** @description no document of the title with a file has arrived yet (CURRENT, ACTIVE, NEEDS_REVIEW or ON_HOLD) */
      missing: boolean;
      titleId: string;
      /** @description label of the title */
      titleName: string;
    };
    RequiredFacilityDocumentDto: {
      documentType: string;
      expiryDate: string | null;
      /** @description the document that counts (the one expiring last), null when MISSING */
      facilityDocumentId: string | null;
      label: string;
      /** @description the company types whose defaults ask for it */
      requiredFor: string[];
      /**
       * @description CURRENT: a document of the type that has not expired; EXPIRED: only expired ones; MISSING: none
       * @enum {string}
       */
      status: 'CURRENT' | 'MISSING' | 'EXPIRED';
    };
    ResetTokenInfoDto: {
      /**
       * @description WELCOME (set a first password) or RESET
       * @enum {string}
       */
      purpose: 'RESET' | 'WELCOME';
      username: string;
    };
    RoleDto: {
      description: string | null;
      id: string;
      name: string;
      prettyName: string;
      /** @description a system role (shared by every tenant, changed only by system administrators) */
      system: boolean;
      tenantId: string | null;
      /** @description users of the current tenant holding the role */
      userCount: number;
    };
    RoleRefDto: {
      id: string;
      name: string;
      prettyName: string;
    };
    RoleWithPermissionsDto: {
      description: string | null;
      id: string;
      name: string;
      permissions: components['schemas']['PermissionEntryDto'][];
      prettyName: string;
      /** @description a system role (shared by every tenant, changed only by system administrators) */
      system: boolean;
      tenantId: string | null;
      /** @description users of the current tenant holding the role */
      userCount: number;
    };
    SaveSettingItemDto: {
      categoryName: string;
      parameterName: string;
      /** @description the value in stored form; booleans and numbers are accepted and stored as TRUE/FALSE and numeric strings */
      value: string | number | boolean;
    };
    ScheduledJobDto: {
      createdAt: string;
      /** @description the cron pattern the job runs on (from the frequency or the expression) */
      cron: string;
      cronExpression: string | null;
      dayOfMonth: number | null;
      /** @enum {string|null} */
      dayOfWeek: 'SUNDAY' | 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | null;
      enabled: boolean;
      /** @enum {string} */
      format: 'CSV' | 'XLSX' | 'PDF';
      /** @enum {string|null} */
      frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'BI_ANNUALLY' | 'ANNUALLY' | null;
      id: string;
      lastRun: components['schemas']['LastRunDto'] | null;
      month: number | null;
      name: string;
      /** @description next run time; null when disabled */
      nextRunAt: string | null;
      ownerId: string | null;
      parameters: {
        [key: string]: unknown;
      };
      recipients: string[];
      /** @enum {string|null} */
      reportType:
        | 'PERSONNEL_ROSTER'
        | 'CLEARANCES_BY_LEVEL_STATUS'
        | 'REINVESTIGATIONS_DUE'
        | 'EXPIRING_BADGES'
        | 'EXPIRING_PASSPORTS'
        | 'POLYGRAPHS_DUE'
        | 'KEY_MANAGEMENT_PERSONNEL'
        | 'USERS_AND_ROLES'
        | 'AUDIT_ACTIVITY'
        | 'TENANTS'
        | null;
      /** @enum {string} */
      scope: 'SYSTEM' | 'TENANT';
      /** @enum {string|null} */
      task: 'REMINDERS' | 'PURGE_JOB_ARCHIVES' | null;
      timeOfDay: string | null;
      timeZone: string;
      /** @description the report's title, or the task's description */
      title: string;
      updatedAt: string;
    };
    ScheduledJobInputDto: {
      /** @description five fields (minute hour day month week-day), or six with seconds first */
      cronExpression?: string | null;
      /** @description MONTHLY, QUARTERLY, BI_ANNUALLY, ANNUALLY: 1–28 (default 1) */
      dayOfMonth?: number | null;
      /**
       * @description WEEKLY only (default MONDAY)
       * @enum {string|null}
       */
      dayOfWeek?: 'SUNDAY' | 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | null;
      /** @description default true */
      enabled?: boolean;
      /**
       * @description default CSV
       * @enum {string}
       */
      format?: 'CSV' | 'XLSX' | 'PDF';
      /**
       * @description give a frequency (with timeOfDay and its day options) or a cronExpression
       * @enum {string|null}
       */
      frequency?: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'BI_ANNUALLY' | 'ANNUALLY' | null;
      /** @description ANNUALLY: the month; QUARTERLY and BI_ANNUALLY: first month of the cycle (default 1) */
      month?: number | null;
      name: string;
      /** @description the report's parameters, as listed by GET /reports */
      parameters?: {
        [key: string]: unknown;
      };
      /** @description e-mail addresses that receive each result */
      recipients?: string[];
      /**
       * @description a report type from GET /reports (give this or task)
       * @enum {string|null}
       */
      reportType?:
        | 'PERSONNEL_ROSTER'
        | 'CLEARANCES_BY_LEVEL_STATUS'
        | 'REINVESTIGATIONS_DUE'
        | 'EXPIRING_BADGES'
        | 'EXPIRING_PASSPORTS'
        | 'POLYGRAPHS_DUE'
        | 'KEY_MANAGEMENT_PERSONNEL'
        | 'USERS_AND_ROLES'
        | 'AUDIT_ACTIVITY'
        | 'TENANTS'
        | null;
      /**
       * @description a maintenance task (system jobs only; give this or reportType)
       * @enum {string|null}
       */
      task?: 'REMINDERS' | 'PURGE_JOB_ARCHIVES' | null;
      /** @description HH:MM, 24-hour, in timeZone (default 06:00) */
      timeOfDay?: string | null;
      /** @description IANA time zone; default the tenant's TIME_ZONE setting (America/New_York for system jobs) */
      timeZone?: string;
    };
    SendReminderDto: {
      /** @description a note from the security office added to every e-mail */
      message?: string | null;
    };
    SendResetOtpDto: {
      username: string;
    };
    SessionInfoDto: {
      impersonating: components['schemas']['ImpersonationStateDto'] | null;
      tenantId: string;
      userId: string;
      username: string;
      valid: boolean;
    };
    SettingDto: {
      /**
       * @description setting category, e.g. GENERAL
       * @enum {string}
       */
      category:
        | 'GENERAL'
        | 'SINGLE_SIGN_ON'
        | 'CLEARANCE'
        | 'SPECIAL_SYSTEM_ACCESS'
        | 'REPORTS'
        | 'REQUIRED_DOCUMENT_DEFAULTS'
        | 'SECURITY'
        | 'UPLOADS'
        | 'SUPPORT';
      /** @description stored form of the default (TRUE/FALSE, numeric string, value:label;…) */
      defaultValue: string;
      description: string;
      /** @description blocking rules, e.g. required:true;min:1;max:90 */
      errorRule: string | null;
      /** @enum {string} */
      fieldType: 'Switch' | 'Dropdown' | 'MultiSelect' | 'Multiline' | 'Number' | 'text';
      /**
       * @description phone (normalised to ddd-ddd-dddd) or numeric (whole-number multi-select); null otherwise
       * @enum {string|null}
       */
      format: 'phone' | 'numeric' | null;
      parameterName: string;
      prettyName: string;
      /** @description the tenant's (or system's) value in stored form; the default when never saved */
      value: string;
      /** @description option list for Dropdown and MultiSelect as value:label;value:label */
      valueType: string | null;
      /** @description the warning the current value raises, when it breaks a warning rule */
      warning?: string;
      /** @description non-blocking rules in the same grammar */
      warningRule: string | null;
    };
    SignedInUserDto: {
      email: string;
      firstName: string | null;
      id: string;
      lastName: string | null;
      roles: string[];
      tenantId: string;
      username: string;
    };
    SpecialAccessDto: {
      briefingOfficer?: string | null;
      /** Format: date */
      debriefDate?: string | null;
      /** Format: uuid */
      facilityId: string;
      /** Format: date */
      indoctrinationDate?: string | null;
      /** Format: date */
      initialBriefDate?: string | null;
      /** Format: date */
      lastBriefDate?: string | null;
      /** @description send the annual re-brief reminder */
      specialAccessBriefReminder?: boolean | null;
      /** @enum {string} */
      specialAccessStatus: 'PENDING' | 'ACTIVE' | 'INACTIVE' | 'DEBRIEFED';
      /** @enum {string} */
      specialAccessType: 'SCI' | 'SAP' | 'CNWDI' | 'NATO' | 'COMSEC' | 'CRYPTO' | 'FGI' | 'RD' | 'FRD' | 'OTHER';
      sponsor?: string | null;
      ssoLocation?: string | null;
      /** Format: date */
      submitDate?: string | null;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    SpecialAccessView: {
      briefingOfficer: string | null;
      createdAt: string;
      debriefDate: string | null;
      facilityId: string;
      facilityName: string;
      id: string;
      indoctrinationDate: string | null;
      initialBriefDate: string | null;
      lastBriefDate: string | null;
      personnelId: string;
      specialAccessBriefReminder: boolean;
      /** @enum {string} */
      specialAccessStatus: 'PENDING' | 'ACTIVE' | 'INACTIVE' | 'DEBRIEFED';
      /** @enum {string} */
      specialAccessType: 'SCI' | 'SAP' | 'CNWDI' | 'NATO' | 'COMSEC' | 'CRYPTO' | 'FGI' | 'RD' | 'FRD' | 'OTHER';
      sponsor: string | null;
      ssoLocation: string | null;
      submitDate: string | null;
      updatedAt: string;
      version: number;
    };
    SsnRevealView: {
      /** @description the whole number, XXX-XX-XXXX */
      ssn: string | null;
    };
    StateDto: {
      /** @description default 236 */
      countryId?: number;
      readonly id?: number;
      stateCode: string;
      stateName: string;
    };
    StateView: {
      /** @description postal code, e.g. VA */
      code: string;
      countryId: number;
      id: number;
      name: string;
      stateCode: string;
      /** @description the master data names of the same values (spec 03 §3) */
      stateName: string;
    };
    SubcontractorDto: {
      /** @description CAGE code (five letters or digits) */
      cageCode?: string | null;
      city?: string | null;
      /**
       * Format: uuid
       * @description a cognizant security office of the CSA master data
       */
      cognizantSecurityOfficeId?: string | null;
      /** @description default 236 (United States) */
      countryId?: number | null;
      /** @description whether the tenant issued the subcontract DD254 */
      dd254Issued?: boolean | null;
      /**
       * Format: date
       * @description only with dd254Issued
       */
      dd254IssuedDate?: string | null;
      /**
       * @description default SECRET
       * @enum {string|null}
       */
      facilityClearanceLevel?: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET' | null;
      pocEmail?: string | null;
      pocName?: string | null;
      /** @example 703-555-0100 */
      pocPhone?: string | null;
      /** Format: date */
      popEndDate?: string | null;
      /** Format: date */
      popStartDate?: string | null;
      /**
       * @description the level the subcontractor may store at its facility; default NONE
       * @enum {string|null}
       */
      safeguardingLevel?: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET' | null;
      state?: string | null;
      /**
       * @description default ACTIVE
       * @enum {string|null}
       */
      status?: 'ACTIVE' | 'COMPLETED' | 'TERMINATED' | null;
      street1?: string | null;
      street2?: string | null;
      subcontractNumber?: string | null;
      subcontractorName: string;
      version?: number | null;
      zipCode?: string | null;
    };
    SubcontractorView: {
      cageCode: string | null;
      city: string | null;
      cognizantSecurityOfficeId: string | null;
      /** @description office name of the cognizant security office */
      cognizantSecurityOfficeName: string | null;
      contractId: string;
      countryId: number;
      dd254Issued: boolean;
      dd254IssuedDate: string | null;
      /** @enum {string} */
      facilityClearanceLevel: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      id: string;
      pocEmail: string | null;
      pocName: string | null;
      pocPhone: string | null;
      popEndDate: string | null;
      popStartDate: string | null;
      /** @enum {string} */
      safeguardingLevel: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      state: string | null;
      /** @enum {string} */
      status: 'ACTIVE' | 'COMPLETED' | 'TERMINATED';
      street1: string | null;
      street2: string | null;
      subcontractNumber: string | null;
      subcontractorName: string;
      version: number;
      zipCode: string | null;
    };
    SubmitInviteeDto: {
      alienRegistrationNumber?: string | null;
      birthAddress?: components['schemas']['InviteeBirthAddressDto'] | null;
      /** Format: date */
      birthDate: string;
      citizenshipCountryId: number;
      /** @enum {string} */
      citizenshipType:
        | 'BORN_IN_US'
        | 'BORN_ABROAD_TO_US_PARENTS'
        | 'NATURALIZED'
        | 'DERIVED'
        | 'DUAL_CITIZENSHIP'
        | 'LAWFUL_PERMANENT_RESIDENT'
        | 'NON_US_CITIZEN';
      /** @enum {string} */
      genderType: 'MALE' | 'FEMALE' | 'OTHER' | 'UNDISCLOSED';
      /** @enum {string} */
      maritalStatus: 'SINGLE' | 'MARRIED' | 'DOMESTIC_PARTNERSHIP' | 'SEPARATED' | 'DIVORCED' | 'WIDOWED';
      middleName?: string | null;
      /** Format: date */
      passportExpiryDate?: string | null;
      /** Format: date */
      passportIssueDate?: string | null;
      passportNumber?: string | null;
      /** @description only (and then required) for DUAL_CITIZENSHIP */
      secondCitizenshipCountryId?: number | null;
      ssn: string;
      /**
       * Format: date
       * @description the birth date for BORN_IN_US (set by the server); cleared otherwise unless given
       */
      usCitizenshipDate?: string | null;
      userdata: string;
      /** @description read-only on the form; compared, never changed */
      workEmail?: string | null;
    };
    SubmitOtpDto: {
      otp: string;
      userdata: string;
    };
    SubmitResetDto: {
      currentPassword?: string;
      otp?: string;
      password: string;
      token?: string;
      username?: string;
    };
    SupportRequestDto: {
      /** @enum {string} */
      category?: 'QUESTION' | 'PROBLEM' | 'ACCESS' | 'FEATURE_REQUEST' | 'OTHER';
      /** @description where support should answer (defaults to nothing: support replies through the tenant) */
      contactEmail?: string;
      contactPhone?: string;
      message: string;
      subject: string;
    };
    SupportRequestResultDto: {
      /** @description confirmation shown to the user */
      message: string;
      /** @description reference quoted in the e-mail to support */
      reference: string;
    };
    SystemVitalsDto: {
      /** @description ISO date-time of the build, or 0 when unknown */
      buildDate: string | 0;
      /** @description build number, or 0 when unknown */
      buildNumber: string | 0;
    };
    TenantDto: {
      /** @description the hash anonymous reporters use in /anonymous-report/{hash} */
      anonymousHash: string;
      /** @description the full, copyable address of the tenant's anonymous reporting page (PUBLIC_URL + /anonymous-report/{hash}) */
      anonymousReportUrl: string;
      billingContactEmail: string | null;
      billingContactName: string | null;
      billingContactPhone: string | null;
      cageCode: string | null;
      city: string | null;
      clientFsoEmail: string | null;
      clientFsoName: string | null;
      clientFsoPhone: string | null;
      closedOutAt: string | null;
      contactEmail: string | null;
      contactName: string | null;
      contactPhone: string | null;
      contactTitle: string | null;
      countryId: number;
      createdAt: string;
      enabled: boolean;
      hasLogo: boolean;
      id: string;
      logoUpdatedAt: string | null;
      managingTenantId: string | null;
      managingTenantName: string | null;
      name: string;
      notes: string | null;
      /** @enum {string} */
      payTier: 'PREMIUM' | 'STANDARD' | 'ADMINISTRATIVE' | 'HOURLY';
      /** @description the point of contact's name (first and last name, else username); null when none is chosen */
      securityTeamPocName: string | null;
      securityTeamPocUserId: string | null;
      state: string | null;
      /**
       * @description ACTIVE, DISABLED or CLOSED_OUT (termination date reached)
       * @enum {string}
       */
      status: 'ACTIVE' | 'DISABLED' | 'CLOSED_OUT';
      street1: string | null;
      street2: string | null;
      /** @enum {string} */
      tenantType: 'SAAS' | 'MSS' | 'DEFAULT' | 'SYSTEM';
      terminationDate: string | null;
      updatedAt: string;
      version: number;
      website: string | null;
      zipCode: string | null;
    };
    TenantPocDto: {
      /** @description facility ids; empty when selectAllFacilities */
      assignedCageCodes: string[];
      createdAt: string;
      /** @description the facilities' names, in the order of assignedCageCodes */
      facilityNames: string[];
      id: string;
      personnelId: string;
      /** @description "First Last" of the person */
      personnelName: string;
      /** @enum {string} */
      pocType: 'SMO' | 'FSO' | 'AFSO' | 'ITPSO' | 'KMP' | 'INSIDER_THREAT' | 'GENERAL_POC' | 'ADMINISTRATIVE_POC' | 'SECURITY_POC';
      selectAllFacilities: boolean;
      teamEmailAddress: string | null;
      updatedAt: string;
      version: number;
    };
    TenantPocInputDto: {
      /** @description facility ids of the tenant; required (at least one) unless selectAllFacilities is on, cleared when it is */
      assignedCageCodes?: string[] | null;
      /**
       * Format: uuid
       * @description a person of the tenant
       */
      personnelId: string;
      /**
       * @description SMO when left out on add
       * @enum {string|null}
       */
      pocType?: 'SMO' | 'FSO' | 'AFSO' | 'ITPSO' | 'KMP' | 'INSIDER_THREAT' | 'GENERAL_POC' | 'ADMINISTRATIVE_POC' | 'SECURITY_POC' | null;
      /** @description default true on add; left out on edit keeps the stored choice */
      selectAllFacilities?: boolean | null;
      /** @description 'Email Address is not valid' */
      teamEmailAddress?: string | null;
      /** @description the version read; a stale save is refused (409) */
      version?: number | null;
    };
    TerminateEmployeeDto: {
      /**
       * Format: uuid
       * @description the personnel record of the person terminated
       */
      employeeId: string;
      /** @description a high-risk termination e-mails every FSO of the tenant at once (HIGH_RISK reason implies it) */
      isHighRisk?: boolean;
      notes?: string | null;
      /** @enum {string} */
      reason: 'HIGH_RISK' | 'TERMINATED_NORMAL' | 'RESIGNED' | 'OTHER';
      /** Format: date */
      terminationDate: string;
    };
    TerminationView: {
      acceptedAt: string | null;
      acceptedBy: string | null;
      createdAt: string;
      employeeId: string | null;
      id: string;
      isHighRisk: boolean;
      notes: string | null;
      /** @description the termination's off-boarding open actions still OPEN */
      openActions: number;
      personnelId: string;
      /** @description first and last name of the person */
      personnelName: string;
      /** @description HIGH_RISK, TERMINATED_NORMAL, RESIGNED or OTHER */
      reason: string;
      recordedBy: string | null;
      /** @description PENDING or ACCEPTED */
      status: string;
      terminationDate: string;
      version: number;
    };
    TrainingCountView: {
      completed: number;
      required: number;
    };
    UnassignPersonnelDto: {
      /**
       * Format: date
       * @description default: today
       */
      dateUnassigned?: string | null;
      /** @description assignment ids */
      ids: string[];
    };
    UpdateAssignmentDto: {
      /** @enum {string|null} */
      assignmentStatus?: 'PENDING' | 'ASSIGNED' | 'UNASSIGNED' | null;
      /** Format: date */
      dateAssigned?: string | null;
      /** Format: date */
      dateUnassigned?: string | null;
      /** Format: uuid */
      id: string;
      notes?: string | null;
      position?: string | null;
      specialAccess?: string[] | null;
      version?: number | null;
    };
    UpdateClearanceVerificationDto: {
      answers?: components['schemas']['ClearanceDetailsDto'] | null;
      /** @description the person attests that the answers are true, complete and correct */
      attestation?: boolean | null;
      /** @enum {string|null} */
      decision?: 'ACCEPT_CHANGES' | 'KEEP_RECORD' | null;
      reviewNote?: string | null;
      /** @description the version read; a stale one answers 409 */
      version?: number | null;
    };
    UpdateMeDto: {
      currentPassword?: string;
      email?: string;
      firstName?: string | null;
      /** @description forget every browser remembered for skipping the one-time code */
      forgetDevices?: boolean;
      lastName?: string | null;
      newPassword?: string;
      phone?: string | null;
    };
    UpdatePersonnelDto: {
      agencyId?: string | null;
      aliasName?: string | null;
      alienRegistrationNumber?: string | null;
      automobile?: components['schemas']['AutomobileDto'] | null;
      birthAddress: components['schemas']['BirthAddressDto'];
      /** Format: date */
      birthDate: string;
      readonly canRevealSsn?: boolean;
      /** @description default 236 (United States) on add; left out on a change keeps the stored country */
      citizenshipCountryId?: number;
      /** @enum {string} */
      citizenshipType:
        | 'BORN_IN_US'
        | 'BORN_ABROAD_TO_US_PARENTS'
        | 'NATURALIZED'
        | 'DERIVED'
        | 'DUAL_CITIZENSHIP'
        | 'LAWFUL_PERMANENT_RESIDENT'
        | 'NON_US_CITIZEN';
      readonly createdAt?: string;
      dodEdiPn?: string | null;
      employeeId?: string | null;
      employment?: components['schemas']['EmploymentDto'] | null;
      /** @description default true */
      enabled?: boolean | null;
      readonly facilities?: components['schemas']['FacilityRefView'][];
      /** @description facilities the person belongs to (at least one) */
      facilityIds: string[];
      firstName: string;
      foreignPassport?: boolean | null;
      foreignPassportCountryId?: number | null;
      /**
       * Format: date
       * @description not before foreignPassportIssueDate
       */
      foreignPassportExpiryDate?: string | null;
      /** Format: date */
      foreignPassportIssueDate?: string | null;
      foreignPassportNumber?: string | null;
      /** @enum {string} */
      genderType: 'MALE' | 'FEMALE' | 'OTHER' | 'UNDISCLOSED';
      readonly id?: string;
      /** @description key management personnel */
      kmp?: boolean | null;
      kmpExcluded?: boolean | null;
      /** Format: date */
      kmpExclusionDate?: string | null;
      /** @description percentage owned, 0 to 100 */
      kmpOwnership?: number | null;
      /** @enum {string|null} */
      kmpType?: 'SENIOR_MANAGEMENT_OFFICIAL' | 'FSO' | 'ITPSO' | 'OFFICER' | 'DIRECTOR' | 'OWNER' | 'PARTNER' | 'OTHER' | null;
      lastName: string;
      /** @enum {string} */
      maritalStatus: 'SINGLE' | 'MARRIED' | 'DOMESTIC_PARTNERSHIP' | 'SEPARATED' | 'DIVORCED' | 'WIDOWED';
      middleName?: string | null;
      /** Format: date */
      nonUsCitizenshipRenDate?: string | null;
      /**
       * Format: date
       * @description not before passportIssueDate
       */
      passportExpiryDate?: string | null;
      /** Format: date */
      passportIssueDate?: string | null;
      passportNumber?: string | null;
      /** @enum {string|null} */
      passportType?: 'REGULAR' | 'OFFICIAL' | 'DIPLOMATIC' | 'PASSPORT_CARD' | null;
      personnelContacts?: components['schemas']['ContactDto'][] | null;
      /** @description the Required Documents choices (titleId, required) of the person's documents; the other document fields change through the document routes */
      personnelDocuments?: components['schemas']['PersonnelDocumentChoiceDto'][] | null;
      physical?: components['schemas']['PhysicalDto'] | null;
      previouslyUsedNames?: string | null;
      readonly profilePhoto?: components['schemas']['ProfilePhotoView'] | null;
      /** @description pseudo-SSN: like the SSN (nine digits, stored encrypted, shown per SSN visibility); null or blank clears it */
      pssn?: string | null;
      /** @description only (and then required) for DUAL_CITIZENSHIP */
      secondCitizenshipCountryId?: number | null;
      /** @description special systems the person can access: values of the tenant setting ACCESSIBLE_SPECIAL_SYSTEMS */
      specialSystemAccessList?: string[] | null;
      /** @description nine digits, dashes allowed (XXX-XX-XXXX); stored encrypted */
      ssn: string;
      /** @enum {string} */
      readonly ssnVisibility?: 'FULL' | 'LAST_FOUR' | 'MASKED';
      /** @enum {string} */
      readonly status?: 'ACTIVE' | 'INACTIVE' | 'SUSPENDED' | 'INPROGRESS';
      readonly updatedAt?: string;
      /**
       * Format: date
       * @description set to the birth date by the server for BORN_IN_US
       */
      usCitizenshipDate?: string | null;
      readonly userId?: string | null;
      version?: number | null;
      workEmail: string;
    };
    UpdateRoleDto: {
      description?: string | null;
      prettyName?: string;
    };
    UpdateRolePermissionsDto: {
      /** @description only the entries that changed */
      permissions: components['schemas']['PermissionChangeDto'][];
      /** Format: uuid */
      roleId: string;
    };
    UpdateTenantDto: {
      billingContactEmail?: string | null;
      billingContactName?: string | null;
      billingContactPhone?: string | null;
      cageCode?: string | null;
      city?: string | null;
      clientFsoEmail?: string | null;
      clientFsoName?: string | null;
      clientFsoPhone?: string | null;
      contactEmail?: string | null;
      contactName?: string | null;
      contactPhone?: string | null;
      contactTitle?: string | null;
      /** @description default 236 (United States) on add */
      countryId?: number;
      name?: string;
      notes?: string | null;
      /** @enum {string} */
      payTier?: 'PREMIUM' | 'STANDARD' | 'ADMINISTRATIVE' | 'HOURLY';
      /** Format: uuid */
      securityTeamPocUserId?: string | null;
      state?: string | null;
      street1?: string | null;
      street2?: string | null;
      /** @description optimistic locking: the version the form was loaded at (a stale edit answers 409) */
      version?: number;
      website?: string | null;
      zipCode?: string | null;
    };
    UpdateUserDto: {
      email?: string;
      firstName?: string | null;
      lastName?: string | null;
      phone?: string | null;
      roleIds?: string[];
      /** @description sets a new temporary password (the user must change it at the next sign-in) */
      temporaryPassword?: string;
    };
    UploadLimitsDto: {
      /** @description accepted extensions without the dot (ACCEPTED_UPLOAD_TYPES) */
      accepted: string[];
      /** @description largest accepted file, bytes (MAX_UPLOAD_MB) */
      maxBytes: number;
      /** @description most files in one upload (MAX_UPLOAD_FILES) */
      maxFiles: number;
    };
    UserAccountCountsDto: {
      created: number;
      failed: number;
      skipped: number;
    };
    UserAccountItemDto: {
      /** @description what was done, or why the person was skipped or failed */
      detail: string;
      /** @description Last, First */
      name: string;
      /** @enum {string} */
      outcome: 'CREATED' | 'SKIPPED' | 'FAILED';
      /** @description the personnel record */
      personnelId: string;
      /** @description the account created (or the one the person already had) */
      userId: string | null;
      username: string | null;
      workEmail: string | null;
    };
    UserAccountsRunDto: {
      counts: components['schemas']['UserAccountCountsDto'];
      error: string | null;
      finishedAt: string | null;
      isSendWelcomeEmail: boolean;
      items: components['schemas']['UserAccountItemDto'][];
      processed: number;
      /** @description 0–100 */
      progress: number;
      queuedAt: string;
      /** @description the job run (poll GET /personnel/generate-user-accounts/{runId}); null when done in the request */
      runId: string | null;
      /** @enum {string} */
      status: 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED' | 'SKIPPED';
      /** @description people the request named */
      total: number;
    };
    UserDataDto: {
      userdata: string;
    };
    UserDto: {
      /** Format: date-time */
      createdAt: string;
      email: string;
      enabled: boolean;
      firstName: string | null;
      id: string;
      /** Format: date-time */
      lastLoginAt: string | null;
      lastName: string | null;
      locked: boolean;
      /**
       * Format: date-time
       * @description end of a sign-in lock; null for an administrator's lock
       */
      lockedUntil: string | null;
      mustChangePassword: boolean;
      /** Format: date-time */
      passwordChangedAt: string | null;
      phone: string | null;
      roleIds: string[];
      roles: components['schemas']['RoleRefDto'][];
      /** @enum {string} */
      status: 'ACTIVE' | 'LOCKED' | 'DISABLED';
      tenantId: string;
      /** Format: date-time */
      updatedAt: string;
      username: string;
    };
    ValidatedInvitationDto: {
      message: string;
    };
    VehicleDto: {
      /**
       * Format: uuid
       * @description keep the id of an existing vehicle to update it in place
       */
      id?: string | null;
      licensePlate?: string | null;
      registrationState?: string | null;
      vehicleColor?: string | null;
      vehicleMake?: string | null;
      vehicleModel?: string | null;
      /** @description the form offers 'Vehicle {n}' */
      vehicleName?: string | null;
      vehicleYear?: number | null;
    };
    VehicleView: {
      id: string;
      licensePlate: string | null;
      registrationState: string | null;
      vehicleColor: string | null;
      vehicleMake: string | null;
      vehicleModel: string | null;
      vehicleName: string | null;
      vehicleYear: number | null;
    };
    WorkHistoryItemView: {
      employeeId: string | null;
      /** @enum {string|null} */
      employmentStatus: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED' | null;
      /** @enum {string|null} */
      employmentType: 'W2_EMPLOYEE' | 'CONTRACT_1099' | 'SUB_CONTRACTOR' | 'K1_PARTNER' | 'W2_INTERN' | 'INTERN_1099' | null;
      endDate: string | null;
      facilityNames: string | null;
      firstName: string;
      hireDate: string | null;
      jobTitle: string | null;
      lastName: string;
      personnelId: string;
      startDate: string | null;
    };
    WorkflowRetryDto: {
      attempts: number;
      facilityId: string;
      failedAt: string;
      id: string;
      lastAttemptAt: string;
      /** @description the last error, without recipient or secret */
      lastError: string | null;
      personnelId: string | null;
      personnelName: string | null;
      queueJobId: string | null;
      resolutionNote: string | null;
      resolvedAt: string | null;
      resolvedBy: string | null;
      /**
       * @description FAILED, RETRIED or RESOLVED
       * @enum {string}
       */
      status: 'FAILED' | 'RETRIED' | 'RESOLVED';
      subject: string;
      version: number;
      /**
       * @description REMINDER_EMAIL
       * @enum {string}
       */
      workflowType: 'REMINDER_EMAIL';
    };
    WorkflowRetryResolveDto: {
      note?: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listSYSTEMAnnouncements: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; announcementStartDate,desc by default. Sortable fields: id, announcementTitle, announcementStartDate, announcementEndDate, isActive, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), isActive. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: isActive. */
        isActive?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of announcements */
      200: {
        headers: {
          /** @description announcements from-to/total of the answered rows (announcements *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createSYSTEMAnnouncement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDto'];
        };
      };
      /** @description Must be before end date; required fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getSYSTEMAnnouncement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updateSYSTEMAnnouncement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDto'];
        };
      };
      /** @description Must be before end date; required fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deleteSYSTEMAnnouncement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listTENANTAnnouncements: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; announcementStartDate,desc by default. Sortable fields: id, announcementTitle, announcementStartDate, announcementEndDate, isActive, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), isActive. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: isActive. */
        isActive?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of announcements */
      200: {
        headers: {
          /** @description announcements from-to/total of the answered rows (announcements *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createTENANTAnnouncement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDto'];
        };
      };
      /** @description Must be before end date; required fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getTENANTAnnouncement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updateTENANTAnnouncement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDto'];
        };
      };
      /** @description Must be before end date; required fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deleteTENANTAnnouncement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  announcements_preLogin: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, announcementStartDate, announcementTitle. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of announcements */
      200: {
        headers: {
          /** @description announcements from-to/total of the answered rows (announcements *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreLoginAnnouncementDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (PUBLIC) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  announcements_activeForMe: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, announcementStartDate, announcementTitle. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), type. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: type (repeat for several values). */
        type?: 'SYSTEM' | 'TENANT';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of announcements */
      200: {
        headers: {
          /** @description announcements from-to/total of the answered rows (announcements *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  announcements_dismiss: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        type: 'SYSTEM' | 'TENANT';
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  auditLog_list: {
    parameters: {
      query?: {
        /** @description true: include system activity (system-scope reads, bookkeeping without an acting user); hidden by default */
        showSystem?: 'true' | 'false';
        scope?: 'ALL' | 'TENANT';
        /** @description YYYY-MM-DD (inclusive) or ISO date-time (UTC) */
        endDate?: unknown;
        /** @description YYYY-MM-DD or ISO date-time (UTC) */
        startDate?: unknown;
        objectTable?: unknown;
        username?: unknown;
        tenantId?: unknown;
        eventType?: unknown;
        /** @description field,direction: eventTimestamp, eventType, username, objectTable, tenantId */
        sort?: unknown;
        /** @description 10 by default, at most 1000 */
        size?: unknown;
        /** @description from 0 */
        page?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPageDto'];
        };
      };
      /** @description A filter, date or sort is not valid, or the range is longer than a year */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on AUDIT_LOG or VIEW on TENANT_AUDIT_LOG */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  auditLog_export: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['AuditExportRequestDto'];
      };
    };
    responses: {
      /** @description The file, as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A filter, date or format is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on AUDIT_LOG or VIEW on TENANT_AUDIT_LOG */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  auth_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
        'application/x-www-form-urlencoded': components['schemas']['LoginDto'];
      };
    };
    responses: {
      /** @description Signed in; the session cookie is set */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedInUserDto'];
        };
      };
      /** @description Bad credentials (also locked or disabled accounts), or the one-time code is needed (header X-OTP-Required: true) */
      401: {
        headers: {
          /** @description true when a one-time code must be entered */
          'X-OTP-Required'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description "Password needs to be reset", or sign-in stopped by an announcement */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (SIGN_IN) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  auth_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (PUBLIC) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  auth_sendOtp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendResetOtpDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageDto'];
        };
      };
      /** @description Rate limit (PASSWORD_RESET) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  auth_submit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubmitResetDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageDto'];
        };
      };
      /** @description A rule is broken (length, history, blocklist) or the proof is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (PASSWORD_RESET) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  auth_decode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResetTokenInfoDto'];
        };
      };
      /** @description This password link is not valid or has expired. Request a new one from "Forgot password". */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (PASSWORD_RESET) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contractAssignmentLookup_ofPerson: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, contractName, dateAssigned, popEndDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), assignmentStatus. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: assignmentStatus (repeat for several values). */
        assignmentStatus?: 'PENDING' | 'ASSIGNED' | 'UNASSIGNED';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of contract-assignments */
      200: {
        headers: {
          /** @description contract-assignments from-to/total of the answered rows (contract-assignments *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelAssignmentView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL or VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; contractName,asc by default. Sortable fields: contractNumber, contractName, contractType, status, popStartDate, popEndDate, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, contractType, facilityId, programManagerId, popEndDate; bounds as name_gte and name_lte. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'CLOSING' | 'CLOSED';
        /** @description Filter: contractType (repeat for several values). */
        contractType?: 'PRIME' | 'SUBCONTRACT' | 'TASK_ORDER' | 'IDIQ' | 'TM' | 'FIXED_PRICE' | 'FLEX' | 'OTHER';
        /** @description the facility performing the work */
        facilityId?: string;
        /** @description the program manager (a person) */
        programManagerId?: string;
        /** @description end of the period of performance: from (included). */
        popEndDate_gte?: string;
        /** @description end of the period of performance: to (included). */
        popEndDate_lte?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of contracts */
      200: {
        headers: {
          /** @description contracts from-to/total of the answered rows (contracts *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContractDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractView'];
        };
      };
      /** @description A field is missing or not valid; the period of performance ends before it starts */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The contract number is taken in the tenant */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_unassign: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnassignPersonnelDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractPersonnelView'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An assignment id is not one of the tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_updateAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAssignmentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractPersonnelView'];
        };
      };
      /** @description Back to PENDING/ASSIGNED with a clearance below the contract's required level */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractDetailView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContractDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The contract number is taken, the contract is closed, or the version is stale */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_move: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContractStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The move is not allowed from the current status */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description People are still assigned */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dd254_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt, revisionNumber, issuedAt, nextReviewDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, kind, current. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'DRAFT' | 'ISSUED';
        /** @description Filter: kind (repeat for several values). */
        kind?: 'ORIGINAL' | 'REVISED' | 'FINAL';
        /** @description Filter: current. */
        current?: boolean;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of dd254 */
      200: {
        headers: {
          /** @description dd254 from-to/total of the answered rows (dd254 *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Dd254View'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dd254_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Dd254Dto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Dd254View'];
        };
      };
      /** @description A field or rule is not met */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The contract already has a DD254 (revise the issued one) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dd254_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        dd254Id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Dd254View'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dd254_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        dd254Id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Dd254Dto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Dd254View'];
        };
      };
      /** @description A field or rule is not met */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The DD254 is issued, or the version read is stale */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dd254_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        dd254Id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Only a draft can be deleted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dd254_issue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        dd254Id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Dd254View'];
        };
      };
      /** @description Blocks required for issue are empty */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already issued */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dd254_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        dd254Id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dd254_revise: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        dd254Id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Dd254ReviseDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Dd254View'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not the latest issued version, a draft is open, or a final DD254 was issued */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_addDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description ContractDocumentDto as JSON */
          document?: string;
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractDocumentView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_updateDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        documentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContractDocumentDto'];
        'multipart/form-data': components['schemas']['ContractDocumentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractDocumentView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_removeDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        documentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_personnel: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, lastName, assignmentStatus, dateAssigned, dateUnassigned. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), assignmentStatus, personnelId. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: assignmentStatus (repeat for several values). */
        assignmentStatus?: 'PENDING' | 'ASSIGNED' | 'UNASSIGNED';
        /** @description Filter: personnelId (repeat for several values). */
        personnelId?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of contract-personnel */
      200: {
        headers: {
          /** @description contract-personnel from-to/total of the answered rows (contract-personnel *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractPersonnelView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_assign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AssignPersonnelDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractPersonnelView'][];
        };
      };
      /** @description {person} holds {level} but the contract requires {level}; the person cannot be assigned. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A person is already assigned, or the contract is closed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_removeAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        personnelId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_addSubcontractor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubcontractorDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubcontractorView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_subcontractor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        sid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubcontractorView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_updateSubcontractor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        sid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubcontractorDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubcontractorView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  contracts_removeSubcontractor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        sid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dashboard_fso: {
    parameters: {
      query?: {
        facilityId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FsoDashboardView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dashboard_contractsEnding: {
    parameters: {
      query?: {
        facilityId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContractsEndingView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dashboard_managedTenants: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, openActions, overdueActions, dueSoonActions. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of managed-tenants */
      200: {
        headers: {
          /** @description managed-tenants from-to/total of the answered rows (managed-tenants *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedTenantCountsView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MANAGEMENT or VIEW on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  dashboard_mine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyDashboardView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  documents_list: {
    parameters: {
      query: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt, fileName. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), entityType, entityId. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description the kind of record */
        entityType: string;
        /** @description the id of the record */
        entityId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of documents */
      200: {
        headers: {
          /** @description documents from-to/total of the answered rows (documents *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  documents_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: uuid */
          entityId: string;
          /** @example PERSONNEL */
          entityType: string;
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentDto'][];
        };
      };
      /** @description No file, too many files, empty file, or unknown entity type */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No UPDATE on the module of the record */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The record does not exist in this tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The record already has a file of that name and size, or the upload names one twice */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description file {name} is larger than the max accepted size of: {size} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description file {name} of type {type} does not match accepted file types. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  documents_limits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadLimitsDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  documents_download: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  support_emailInstructions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailInstructionsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailInstructionsResultDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (SUPPORT) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string;
          /**
           * Format: binary
           * @description optional (multipart only): sent with every e-mail of the template
           */
          file?: string;
          htmlBody?: string;
          name: string;
          subject: string;
          templateKey: string;
          textBody: string;
        };
        'multipart/form-data': {
          description?: string;
          /**
           * Format: binary
           * @description optional (multipart only): sent with every e-mail of the template
           */
          file?: string;
          htmlBody?: string;
          name: string;
          subject: string;
          templateKey: string;
          textBody: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailTemplateDto'];
        };
      };
      /** @description Unknown placeholder {{name}} in <field>; template syntax error (with the parser’s line); a required text missing; Template Key format; file problems */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_addAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailTemplateAttachmentDto'];
        };
      };
      /** @description No file, an empty file, several files, a type that is not accepted */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_removeAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        attId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, templateKey, subject, builtIn, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), builtIn. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: builtIn. */
        builtIn?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of email-templates */
      200: {
        headers: {
          /** @description email-templates from-to/total of the answered rows (email-templates *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailTemplateSummaryDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_previewByKey: {
    parameters: {
      query: {
        /** @description the template key */
        key: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailPreviewDto'];
        };
      };
      /** @description Template Key is required */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No template has that key */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailTemplateDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailTemplateInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailTemplateDto'];
        };
      };
      /** @description Unknown placeholder {{name}} in <field>; template syntax error (with the parser’s line); a required text missing */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_previewStored: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailPreviewDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_previewDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailTemplateDraftDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailPreviewDto'];
        };
      };
      /** @description Unknown placeholder {{name}} in <field>; template syntax error (with the parser’s line); a required text missing */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  emailTemplates_sendTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailTestSentDto'];
        };
      };
      /** @description The caller has no e-mail address */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; facilityName,asc by default. Sortable fields: facilityName, facilityCode, enabled, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), enabled, hostFacility, facilityState, clearanceLevel. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description Filter: hostFacility. */
        hostFacility?: boolean;
        /** @description ENABLED, DISABLED or DEACTIVATED; without it (and without an id filter) deactivated facilities are left out */
        facilityState?: 'ENABLED' | 'DISABLED' | 'DEACTIVATED';
        /** @description Filter: clearanceLevel (repeat for several values). */
        clearanceLevel?: 'NONE' | 'CONFIDENTIAL' | 'SECRET' | 'TOP_SECRET';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of facilities */
      200: {
        headers: {
          /** @description facilities from-to/total of the answered rows (facilities *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityBulk_run: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        runId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkActionRunDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such bulk action run in this tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityBulk_uploadFacilityDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @default false */
          allFacilities?: boolean;
          /** @enum {string} */
          documentType?:
            | 'DD_254'
            | 'DD_441'
            | 'DD_441_1'
            | 'SF_328'
            | 'KMP_LIST'
            | 'FCL_SPONSORSHIP_LETTER'
            | 'FACILITY_CLEARANCE_LETTER'
            | 'BUSINESS_FORMATION_DOCUMENTS'
            | 'EXCLUSION_RESOLUTION'
            | 'FOCI_MITIGATION_AGREEMENT'
            | 'STANDARD_PRACTICE_PROCEDURES'
            | 'INSIDER_THREAT_PROGRAM_PLAN'
            | 'SELF_INSPECTION_REPORT'
            | 'SELF_INSPECTION_CERTIFICATION'
            | 'CHANGE_CONDITION_REPORT'
            | 'EMERGENCY_PROCEDURES'
            | 'CLOSED_AREA_APPROVAL'
            | 'SECURITY_CONTAINER_CHECK_SHEET'
            | 'ACTIVITY_SECURITY_CHECKLIST'
            | 'INFORMATION_SYSTEM_AUTHORIZATION'
            | 'TECHNOLOGY_CONTROL_PLAN'
            | 'OTHER';
          /** Format: date */
          expiryDate?: string;
          /** @description repeated fields or one comma-separated field */
          facilityIds?: string[];
          /**
           * Format: binary
           * @description the document (one file of an accepted upload type)
           */
          file: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description The run, queued: poll GET /facilities/bulk-action/runs/{id} for its progress and summary */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkActionRunDto'];
        };
      };
      /** @description No facility chosen, unknown or disabled facilities, missing title or file, a file of a type not accepted */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_csaOptions: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; officeName,asc by default. Sortable fields: officeName, city. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), naesoc. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: naesoc. */
        naesoc?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of cognizant-security-offices */
      200: {
        headers: {
          /** @description cognizant-security-offices from-to/total of the answered rows (cognizant-security-offices *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsaOptionView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES or VIEW on CONTRACTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDetail_portalDownloads: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; sectionName,asc by default. Sortable fields: sectionName, prettyName, validUntilDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), sectionName. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description one section; every section when absent */
        sectionName?: 'COMPANY' | 'GOV' | 'NEWSLETTER' | 'BLANK_FORM' | 'EDU_TRNG' | 'SOP';
      };
      header?: never;
      path: {
        x: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of downloads */
      200: {
        headers: {
          /** @description downloads from-to/total of the answered rows (downloads *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DownloadLinkDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Stale version, CAGE code taken, or the facility is deactivated (read-only) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The facility still has records */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityBulk_annualTraining: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: date
           * @description not in the future
           */
          completionDate: string;
          /**
           * Format: binary
           * @description the document (one file of an accepted upload type)
           */
          file: string;
          notes?: string;
          trainingName: string;
          /**
           * @default CLEARED
           * @enum {string}
           */
          trainingType?: 'CLEARED';
        };
      };
    };
    responses: {
      /** @description The run, queued: poll GET /facilities/bulk-action/runs/{id} for its progress and summary */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkActionRunDto'];
        };
      };
      /** @description Missing fields or file, a file of a type not accepted, no cleared employees */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such facility in this tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The facility is disabled */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityBulk_runs: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 20 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status. */
        filter?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED' | 'SKIPPED';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of bulk-action-runs */
      200: {
        headers: {
          /** @description bulk-action-runs from-to/total of the answered rows (bulk-action-runs *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkActionRunDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such facility in this tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityBulk_sendReminder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendReminderDto'];
      };
    };
    responses: {
      /** @description The run, queued: poll GET /facilities/bulk-action/runs/{id} for its progress and summary */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkActionRunDto'];
        };
      };
      /** @description The facility has no active people */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such facility in this tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The facility is disabled */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityBulk_uploadEmployeeDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: date */
          dateSigned?: string;
          /**
           * Format: binary
           * @description the document (one file of an accepted upload type)
           */
          file: string;
          /** @default false */
          hideFromPersonnel?: boolean;
          /** @description repeated fields or one comma-separated field */
          personnelIds?: string[];
          /**
           * @default ALL
           * @enum {string}
           */
          selection?: 'ALL' | 'SELECTED';
          /** @enum {string} */
          titleId:
            | 'CLEARANCE_PROCESSING_REQUEST'
            | 'SF_86'
            | 'SF_86_CERTIFICATION'
            | 'SF_86_RELEASE_GENERAL'
            | 'SF_86_RELEASE_MEDICAL'
            | 'SF_86_RELEASE_CREDIT'
            | 'SF_86C'
            | 'SF_85'
            | 'SF_85P'
            | 'SF_85P_S'
            | 'SF_312'
            | 'FINGERPRINT_CARD'
            | 'ELECTRONIC_FINGERPRINT_RECEIPT'
            | 'PROOF_OF_CITIZENSHIP'
            | 'NATURALIZATION_CERTIFICATE'
            | 'PASSPORT_COPY'
            | 'E_QIP_SIGNATURE_PAGES'
            | 'INTERIM_DETERMINATION_NOTICE'
            | 'REINVESTIGATION_NOTICE'
            | 'INITIAL_SECURITY_BRIEFING'
            | 'ANNUAL_REFRESHER_BRIEFING'
            | 'TERMINATION_DEBRIEFING'
            | 'CNWDI_BRIEFING'
            | 'CNWDI_DEBRIEFING'
            | 'COMSEC_BRIEFING'
            | 'COMSEC_DEBRIEFING'
            | 'CRYPTO_BRIEFING'
            | 'CRYPTO_DEBRIEFING'
            | 'FGI_BRIEFING'
            | 'FGI_DEBRIEFING'
            | 'NATO_BRIEFING'
            | 'NATO_DEBRIEFING'
            | 'SCI_BRIEFING'
            | 'SCI_DEBRIEFING'
            | 'SAP_BRIEFING'
            | 'SAP_DEBRIEFING'
            | 'FOREIGN_TRAVEL_BRIEFING'
            | 'FOREIGN_TRAVEL_DEBRIEFING'
            | 'COURIER_BRIEFING'
            | 'LETTER_OF_APPOINTMENT'
            | 'LETTER_OF_APPOINTMENT_AFSO'
            | 'LETTER_OF_APPOINTMENT_ACCS'
            | 'LETTER_OF_APPOINTMENT_DISS'
            | 'LETTER_OF_APPOINTMENT_FSO'
            | 'LETTER_OF_APPOINTMENT_ITPSO'
            | 'LETTER_OF_APPOINTMENT_NISS'
            | 'LETTER_OF_APPOINTMENT_ISSM'
            | 'STEPP_FSO_ORIENTATION_NON_POSSESSING'
            | 'STEPP_FSO_PROGRAM_MANAGEMENT_POSSESSING'
            | 'STEPP_ESSENTIALS_INDUSTRIAL_SECURITY'
            | 'STEPP_INTRO_INDUSTRIAL_SECURITY'
            | 'STEPP_NISP_SELF_INSPECTION'
            | 'STEPP_INSIDER_THREAT_PROGRAM'
            | 'STEPP_INSIDER_THREAT_AWARENESS'
            | 'STEPP_DERIVATIVE_CLASSIFICATION'
            | 'STEPP_MARKING_CLASSIFIED'
            | 'STEPP_PERSONNEL_CLEARANCES_NISP'
            | 'STEPP_FACILITY_CLEARANCES_NISP'
            | 'STEPP_NISS_OVERVIEW'
            | 'STEPP_DISS_OVERVIEW'
            | 'STEPP_COMSEC_CUSTODIAN'
            | 'STEPP_TRANSMISSION_TRANSPORTATION'
            | 'STEPP_CYBERSECURITY_AWARENESS'
            | 'TRAINING_INSIDER_THREAT'
            | 'TRAINING_CYBERSECURITY_AWARENESS'
            | 'TRAINING_COUNTERINTELLIGENCE'
            | 'TRAINING_DERIVATIVE_CLASSIFICATION'
            | 'TRAINING_CUI'
            | 'TRAINING_OPSEC'
            | 'TRAINING_SUSPICIOUS_CONTACT_REPORTING'
            | 'TRAINING_SAFEGUARDING_CLASSIFIED'
            | 'TRAINING_EXPORT_CONTROL'
            | 'TRAINING_ISSM'
            | 'TRAINING_NISPOM_REFRESHER'
            | 'TRAINING_SECURITY_AWARENESS'
            | 'TCP_ACKNOWLEDGEMENT'
            | 'TYPE_A_CONSULTANT_CERTIFICATE'
            | 'VISIT_AUTHORIZATION_REQUEST'
            | 'SELF_REPORTING_ACKNOWLEDGEMENT'
            | 'ACCEPTABLE_USE_AGREEMENT'
            | 'PRIVILEGED_ACCESS_AGREEMENT'
            | 'OTHER';
        };
      };
    };
    responses: {
      /** @description The run, queued: poll GET /facilities/bulk-action/runs/{id} for its progress and summary */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkActionRunDto'];
        };
      };
      /** @description Missing type or file, people not of the facility, no people, a file of a type not accepted */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such facility in this tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The facility is disabled */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_deactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The host facility cannot be deactivated */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_deleteFacility: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The message names what still references the facility, or that it is the host facility */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityChangeConditions_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; effectiveDate,desc by default. Sortable fields: effectiveDate, reportDueDate, reportedDate, conditionType, status, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, conditionType. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'DRAFT' | 'SUBMITTED' | 'ACKNOWLEDGED' | 'CLOSED';
        /** @description Filter: conditionType (repeat for several values). */
        conditionType?:
          'OWNERSHIP' | 'FOCI' | 'LEGAL_NAME' | 'ADDRESS' | 'KMP' | 'BANKRUPTCY' | 'OPERATING_STATUS' | 'SAFEGUARDING' | 'OTHER';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of change-conditions */
      200: {
        headers: {
          /** @description change-conditions from-to/total of the answered rows (change-conditions *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityChangeConditionView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityChangeConditions_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityChangeConditionDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityChangeConditionView'];
        };
      };
      /** @description A field is missing or not valid; Date Reported to DCSA missing for a submitted package */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityChangeConditions_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        conditionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityChangeConditionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityChangeConditionView'];
        };
      };
      /** @description A field is missing or not valid; the dates the new status needs are missing */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The status cannot move that way; the record was changed by someone else */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityChangeConditions_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        conditionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Only a draft change condition can be deleted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDocuments_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityDocumentsDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityInspections_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; startDate,desc by default. Sortable fields: startDate, endDate, inspectionType, rating, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), inspectionType, rating, openFindings. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: inspectionType (repeat for several values). */
        inspectionType?: 'INITIAL' | 'ANNUAL' | 'CONTINUOUS_MONITORING' | 'ENHANCED' | 'FOLLOW_UP' | 'SELF_INSPECTION' | 'OTHER';
        /** @description Filter: rating (repeat for several values). */
        rating?: 'SUPERIOR' | 'COMMENDABLE' | 'SATISFACTORY' | 'MARGINAL' | 'UNSATISFACTORY';
        /** @description true: reviews with a finding still open */
        openFindings?: boolean;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of inspections */
      200: {
        headers: {
          /** @description inspections from-to/total of the answered rows (inspections *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityInspectionView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityInspections_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityInspectionDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityInspectionView'];
        };
      };
      /** @description A field is missing or not valid; End Date before Start Date; a completed corrective action without its date; an id not of this review */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityInspections_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        inspectionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityInspectionView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityInspections_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        inspectionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityInspectionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityInspectionView'];
        };
      };
      /** @description A field is missing or not valid; End Date before Start Date; a completed corrective action without its date; an id not of this review */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The record was changed by someone else */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityInspections_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        inspectionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDetail_notes: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of facility-notes */
      200: {
        headers: {
          /** @description facility-notes from-to/total of the answered rows (facility-notes *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityNoteDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDetail_addNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityNoteInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityNoteDto'];
        };
      };
      /** @description Content is required, or too long */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDetail_updateNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        noteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityNoteInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityNoteDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Only the author of a note can change or delete it.
       *
       *     Needs UPDATE on FACILITIES
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The note was changed since it was read */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDetail_removeNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        noteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Only the author of a note can change or delete it.
       *
       *     Needs UPDATE on FACILITIES
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityOpenActions_details: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityOpenActionsDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityEnhancements_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; dateImplemented,desc by default. Sortable fields: title, category, dateImplemented, status, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), category, status. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: category (repeat for several values). */
        category?:
          | 'COMPANY_SPONSORED_EVENTS'
          | 'INTERNAL_EDUCATION'
          | 'SECURITY_BRIEFINGS'
          | 'SECURITY_COMMUNITY'
          | 'FSO_PROGRAM_MANAGEMENT'
          | 'CLASSIFICATION_MANAGEMENT'
          | 'INFORMATION_SYSTEMS'
          | 'THREAT_REPORTING'
          | 'FOREIGN_AFFILIATIONS'
          | 'PHYSICAL_SECURITY'
          | 'INSIDER_THREAT'
          | 'OTHER';
        /** @description Filter: status (repeat for several values). */
        status?: 'PLANNED' | 'IMPLEMENTED' | 'CREDITED' | 'NOT_CREDITED';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of security-enhancements */
      200: {
        headers: {
          /** @description security-enhancements from-to/total of the answered rows (security-enhancements *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilitySecurityEnhancementView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityEnhancements_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilitySecurityEnhancementDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilitySecurityEnhancementView'];
        };
      };
      /** @description A field is missing or not valid; Date Implemented missing unless planned */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityEnhancements_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        enhancementId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilitySecurityEnhancementDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilitySecurityEnhancementView'];
        };
      };
      /** @description A field is missing or not valid; Date Implemented missing unless planned */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The record was changed by someone else */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityEnhancements_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        enhancementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDetail_workflowRetries: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; failedAt,desc by default. Sortable fields: failedAt, lastAttemptAt, status, attempts. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, workflowType. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description every status when absent */
        status?: 'FAILED' | 'RETRIED' | 'RESOLVED';
        /** @description Filter: workflowType (repeat for several values). */
        workflowType?: 'REMINDER_EMAIL';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of facility-workflow-retries */
      200: {
        headers: {
          /** @description facility-workflow-retries from-to/total of the answered rows (facility-workflow-retries *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowRetryDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDetail_resolve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        retryId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkflowRetryResolveDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowRetryDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The step is already resolved */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDetail_retry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        retryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowRetryDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The step is resolved, or its person is gone or has no work e-mail */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_disable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The facility is deactivated */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDocuments_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description FacilityDocumentInputDto as JSON */
          document: string;
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityDocumentDto'];
        };
      };
      /** @description A field of the document part is wrong, or the file is missing */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The facility already has a file of that name and size */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description file {name} is larger than the max accepted size of: {size} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description file {name} of type {type} does not match accepted file types. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDocuments_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        documentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityDocumentInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityDocumentDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The document was changed since it was read */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilityDocuments_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        documentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_enable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_getPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityPreferencesView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_putPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityPreferencesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityPreferencesView'];
        };
      };
      /** @description A field is not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Stale version, or the facility is deactivated */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_getPicture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/gif': string;
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown facility, or the facility has no picture */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  facilities_putPicture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacilityView'];
        };
      };
      /** @description No file, several files, or not an image */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The facility is deactivated (read-only) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  system_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthDto'];
        };
      };
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthDto'];
        };
      };
    };
  };
  invitations_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: lastName, firstName, email, status, sentAt, submittedAt, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, personnelId. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'CREATED' | 'SENT' | 'VALIDATED' | 'OTP_PASSED' | 'SUBMITTED' | 'REVIEWED';
        /** @description Filter: personnelId (repeat for several values). */
        personnelId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of invitations */
      200: {
        headers: {
          /** @description invitations from-to/total of the answered rows (invitations *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invitations_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInvitationsDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationSentView'][];
        };
      };
      /** @description A name or e-mail is missing or not valid ('Work Email Address is not valid') */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invitations_createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInviteeUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description "The invitee has not submitted the form yet.", "This person already has a user account.", or the username is taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invitations_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such person, or "This person has no invitation yet." */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invitations_invitePersonnel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitePersonnelDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationSentView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This invitation was already completed; it cannot be sent again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invitations_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationSummaryView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invitations_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invitations_send: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationSentView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This invitation was already completed; it cannot be sent again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  jobs_download: {
    parameters: {
      query?: {
        /** @description the token of a link from GET /jobs/{id}/download-url */
        token?: unknown;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description No permission on the report's module, or an expired or foreign link
       *
       *     Needs VIEW on REPORTS or VIEW on TENANT_SCHEDULED_JOBS or VIEW on SYSTEM_SCHEDULED_JOBS
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such run in this tenant, or it has not produced a file */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The file was purged after the retention period */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  jobs_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobRunDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on REPORTS or VIEW on TENANT_SCHEDULED_JOBS or VIEW on SYSTEM_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such run in this tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  jobs_downloadUrl: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DownloadUrlDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on REPORTS or VIEW on TENANT_SCHEDULED_JOBS or VIEW on SYSTEM_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such run, or it has not produced a file yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The file was purged after the retention period */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  knowledgeCenter_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; type,asc by default. Sortable fields: type, title, sortOrder. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), type. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: type (repeat for several values). */
        type?: 'FACILITIES' | 'PERSONNEL' | 'CONTRACTS' | 'OTHER';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of knowledge-center */
      200: {
        headers: {
          /** @description knowledge-center from-to/total of the answered rows (knowledge-center *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeCenterItemDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  knowledgeCenter_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['KnowledgeCenterInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeCenterItemDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  knowledgeCenter_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeCenterItemDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  knowledgeCenter_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['KnowledgeCenterInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeCenterItemDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  knowledgeCenter_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  knowledgeCenter_video: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'video/mp4': string;
          'video/webm': string;
        };
      };
      /** @description The byte range asked for (Content-Range) */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'video/mp4': string;
          'video/webm': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown item, or an item without a stored video file */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The range is outside the file */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  myPortal_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyPortalView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The account is not linked to a personnel record */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  myPortal_saveContacts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description A contact rule of spec 02 §5 is broken (message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  myPortal_annualTraining: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyAnnualTrainingView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  myPortal_addDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description {"titleId": "...", "dateSigned": "YYYY-MM-DD"} as JSON */
          document: string;
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelDocumentView'];
        };
      };
      /** @description No file, an unknown title, or a field other than the title and the date signed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  myPortal_downloadDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        documentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  myPortal_openActions: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, dueDate, title. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), state. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description OPEN by default; ALL for every state */
        state?: 'OPEN' | 'COMPLETED' | 'CLOSED' | 'ALL';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of open-actions */
      200: {
        headers: {
          /** @description open-actions from-to/total of the answered rows (open-actions *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenActionView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  myPortal_reports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyPortalReportsView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  notes_list: {
    parameters: {
      query: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), sectionName. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description the section of the notes */
        sectionName: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of notes */
      200: {
        headers: {
          /** @description notes from-to/total of the answered rows (notes *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  notes_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sectionName: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NoteInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  notes_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sectionName: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  notes_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sectionName: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NoteInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  notes_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sectionName: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePersonnelDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description A rule of spec 02 §5 is broken (message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A person with this SSN already exists in this tenant. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  newHire_accept: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AcceptNewPersonnelDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingHireView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pending hire in the tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already accepted or rejected, or the SSN now belongs to a person */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  termination_accept: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AcceptTerminationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TerminationView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TERMINATE_EMPLOYEE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such termination in the tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The termination was already accepted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_activeEmployees: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; lastName,asc by default. Sortable fields: lastName, firstName, employeeId, workEmail, status, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, employmentStatus, employmentType, facilityId, enabled, userAssigned, roleName, dueItem, dueWindow, training. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
        /** @description Filter: employmentStatus (repeat for several values). */
        employmentStatus?: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED';
        /** @description Filter: employmentType (repeat for several values). */
        employmentType?: string;
        /** @description Filter: facilityId. */
        facilityId?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description false: people without a user account */
        userAssigned?: boolean;
        /** @description people whose user holds the role (e.g. FSO, CLIENT_FSO for the security-officer pickers) */
        roleName?:
          | 'SUPER_ADMIN'
          | 'MSS_COMPLIANCE'
          | 'MSS_USER'
          | 'PRODUCT_SUPPORT_USER'
          | 'TENANT_ADMIN'
          | 'CLIENT_EMPLOYEE'
          | 'FSO'
          | 'CLIENT_FSO'
          | 'HELPDESK_USER'
          | 'MSS_ADMIN'
          | 'PROGRAM_MANAGER';
        /** @description people with a badge, polygraph or reinvestigation falling due (in dueWindow; overdue or within 90 days without it) */
        dueItem?: 'BADGE' | 'POLYGRAPH' | 'REINVESTIGATION';
        /** @description with dueItem (or any item): the date is past (OVERDUE) or within 0–30, 31–60 or 61–90 days */
        dueWindow?: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
        /** @description cleared people who have (COMPLETE) or have not (DUE) had their annual refresher briefing in the last year */
        training?: 'COMPLETE' | 'DUE';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of personnel */
      200: {
        headers: {
          /** @description personnel from-to/total of the answered rows (personnel *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelBasicView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_activeWithClearance: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; lastName,asc by default. Sortable fields: lastName, firstName, employeeId, workEmail, status, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, employmentStatus, employmentType, facilityId, enabled, userAssigned, roleName, dueItem, dueWindow, training. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
        /** @description Filter: employmentStatus (repeat for several values). */
        employmentStatus?: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED';
        /** @description Filter: employmentType (repeat for several values). */
        employmentType?: string;
        /** @description Filter: facilityId. */
        facilityId?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description false: people without a user account */
        userAssigned?: boolean;
        /** @description people whose user holds the role (e.g. FSO, CLIENT_FSO for the security-officer pickers) */
        roleName?:
          | 'SUPER_ADMIN'
          | 'MSS_COMPLIANCE'
          | 'MSS_USER'
          | 'PRODUCT_SUPPORT_USER'
          | 'TENANT_ADMIN'
          | 'CLIENT_EMPLOYEE'
          | 'FSO'
          | 'CLIENT_FSO'
          | 'HELPDESK_USER'
          | 'MSS_ADMIN'
          | 'PROGRAM_MANAGER';
        /** @description people with a badge, polygraph or reinvestigation falling due (in dueWindow; overdue or within 90 days without it) */
        dueItem?: 'BADGE' | 'POLYGRAPH' | 'REINVESTIGATION';
        /** @description with dueItem (or any item): the date is past (OVERDUE) or within 0–30, 31–60 or 61–90 days */
        dueWindow?: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
        /** @description cleared people who have (COMPLETE) or have not (DUE) had their annual refresher briefing in the last year */
        training?: 'COMPLETE' | 'DUE';
      };
      header?: never;
      path: {
        facilityId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of personnel */
      200: {
        headers: {
          /** @description personnel from-to/total of the answered rows (personnel *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelWithClearanceView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_activeAtFacility: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; lastName,asc by default. Sortable fields: lastName, firstName, employeeId, workEmail, status, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, employmentStatus, employmentType, facilityId, enabled, userAssigned, roleName, dueItem, dueWindow, training. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
        /** @description Filter: employmentStatus (repeat for several values). */
        employmentStatus?: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED';
        /** @description Filter: employmentType (repeat for several values). */
        employmentType?: string;
        /** @description Filter: facilityId. */
        facilityId?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description false: people without a user account */
        userAssigned?: boolean;
        /** @description people whose user holds the role (e.g. FSO, CLIENT_FSO for the security-officer pickers) */
        roleName?:
          | 'SUPER_ADMIN'
          | 'MSS_COMPLIANCE'
          | 'MSS_USER'
          | 'PRODUCT_SUPPORT_USER'
          | 'TENANT_ADMIN'
          | 'CLIENT_EMPLOYEE'
          | 'FSO'
          | 'CLIENT_FSO'
          | 'HELPDESK_USER'
          | 'MSS_ADMIN'
          | 'PROGRAM_MANAGER';
        /** @description people with a badge, polygraph or reinvestigation falling due (in dueWindow; overdue or within 90 days without it) */
        dueItem?: 'BADGE' | 'POLYGRAPH' | 'REINVESTIGATION';
        /** @description with dueItem (or any item): the date is past (OVERDUE) or within 0–30, 31–60 or 61–90 days */
        dueWindow?: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
        /** @description cleared people who have (COMPLETE) or have not (DUE) had their annual refresher briefing in the last year */
        training?: 'COMPLETE' | 'DUE';
      };
      header?: never;
      path: {
        facilityId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of personnel */
      200: {
        headers: {
          /** @description personnel from-to/total of the answered rows (personnel *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelBasicView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_saveAutomobile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AutomobileSectionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_basic: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; lastName,asc by default. Sortable fields: lastName, firstName, employeeId, workEmail, status, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, employmentStatus, employmentType, facilityId, enabled, userAssigned, roleName, dueItem, dueWindow, training. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
        /** @description Filter: employmentStatus (repeat for several values). */
        employmentStatus?: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED';
        /** @description Filter: employmentType (repeat for several values). */
        employmentType?: string;
        /** @description Filter: facilityId. */
        facilityId?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description false: people without a user account */
        userAssigned?: boolean;
        /** @description people whose user holds the role (e.g. FSO, CLIENT_FSO for the security-officer pickers) */
        roleName?:
          | 'SUPER_ADMIN'
          | 'MSS_COMPLIANCE'
          | 'MSS_USER'
          | 'PRODUCT_SUPPORT_USER'
          | 'TENANT_ADMIN'
          | 'CLIENT_EMPLOYEE'
          | 'FSO'
          | 'CLIENT_FSO'
          | 'HELPDESK_USER'
          | 'MSS_ADMIN'
          | 'PROGRAM_MANAGER';
        /** @description people with a badge, polygraph or reinvestigation falling due (in dueWindow; overdue or within 90 days without it) */
        dueItem?: 'BADGE' | 'POLYGRAPH' | 'REINVESTIGATION';
        /** @description with dueItem (or any item): the date is past (OVERDUE) or within 0–30, 31–60 or 61–90 days */
        dueWindow?: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
        /** @description cleared people who have (COMPLETE) or have not (DUE) had their annual refresher briefing in the last year */
        training?: 'COMPLETE' | 'DUE';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of personnel */
      200: {
        headers: {
          /** @description personnel from-to/total of the answered rows (personnel *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelBasicView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_saveBiographic: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BiographicSectionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  clearanceRequest_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateClearanceRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceRequestView'];
        };
      };
      /** @description Invalid fields, or the clearance is not the person’s */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on CLEARANCE_REQUEST */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  clearanceRequest_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceRequestView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on CLEARANCE_REQUEST */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  clearanceVerification_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt, expiresOn, status. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, facilityId, personnelId. */
        filter?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'SENT' | 'NEEDS_REVIEW' | 'EXPIRED' | 'CLOSED';
        /** @description Filter: facilityId. */
        facilityId?: string;
        /** @description Filter: personnelId. */
        personnelId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of clearance-verifications */
      200: {
        headers: {
          /** @description clearance-verifications from-to/total of the answered rows (clearance-verifications *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceVerificationView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  clearanceVerification_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateClearanceVerificationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceVerificationView'];
        };
      };
      /** @description Invalid fields, the clearance is not the person’s, or the person has no work e-mail */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A verification for the clearance is already open */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  clearanceVerification_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceVerificationView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE or VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  clearanceVerification_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateClearanceVerificationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceVerificationView'];
        };
      };
      /** @description Invalid answers or no attestation */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on SELF_SERVICE or UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not in the state the step needs, or was changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_details: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; lastName,asc by default. Sortable fields: lastName, firstName, employeeId, workEmail, status, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, employmentStatus, employmentType, facilityId, enabled, userAssigned, roleName, dueItem, dueWindow, training. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
        /** @description Filter: employmentStatus (repeat for several values). */
        employmentStatus?: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED';
        /** @description Filter: employmentType (repeat for several values). */
        employmentType?: string;
        /** @description Filter: facilityId. */
        facilityId?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description false: people without a user account */
        userAssigned?: boolean;
        /** @description people whose user holds the role (e.g. FSO, CLIENT_FSO for the security-officer pickers) */
        roleName?:
          | 'SUPER_ADMIN'
          | 'MSS_COMPLIANCE'
          | 'MSS_USER'
          | 'PRODUCT_SUPPORT_USER'
          | 'TENANT_ADMIN'
          | 'CLIENT_EMPLOYEE'
          | 'FSO'
          | 'CLIENT_FSO'
          | 'HELPDESK_USER'
          | 'MSS_ADMIN'
          | 'PROGRAM_MANAGER';
        /** @description people with a badge, polygraph or reinvestigation falling due (in dueWindow; overdue or within 90 days without it) */
        dueItem?: 'BADGE' | 'POLYGRAPH' | 'REINVESTIGATION';
        /** @description with dueItem (or any item): the date is past (OVERDUE) or within 0–30, 31–60 or 61–90 days */
        dueWindow?: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
        /** @description cleared people who have (COMPLETE) or have not (DUE) had their annual refresher briefing in the last year */
        training?: 'COMPLETE' | 'DUE';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of personnel */
      200: {
        headers: {
          /** @description personnel from-to/total of the answered rows (personnel *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelListItemView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_saveDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocumentsSectionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_saveEmployment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmploymentSectionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  userAccounts_generate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateUserAccountsDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAccountsRunDto'];
        };
      };
      /** @description Nobody chosen, unknown people, or no active employee without an account */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description The caller may not create users, or may not grant the Client Employee role
       *
       *     Needs CREATE on USERS
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  userAccounts_run: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        runId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAccountsRunDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on USERS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such run in this tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_mss: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; lastName,asc by default. Sortable fields: lastName, firstName, employeeId, workEmail, status, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, employmentStatus, employmentType, facilityId, enabled, userAssigned, roleName, dueItem, dueWindow, training. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
        /** @description Filter: employmentStatus (repeat for several values). */
        employmentStatus?: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED';
        /** @description Filter: employmentType (repeat for several values). */
        employmentType?: string;
        /** @description Filter: facilityId. */
        facilityId?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description false: people without a user account */
        userAssigned?: boolean;
        /** @description people whose user holds the role (e.g. FSO, CLIENT_FSO for the security-officer pickers) */
        roleName?:
          | 'SUPER_ADMIN'
          | 'MSS_COMPLIANCE'
          | 'MSS_USER'
          | 'PRODUCT_SUPPORT_USER'
          | 'TENANT_ADMIN'
          | 'CLIENT_EMPLOYEE'
          | 'FSO'
          | 'CLIENT_FSO'
          | 'HELPDESK_USER'
          | 'MSS_ADMIN'
          | 'PROGRAM_MANAGER';
        /** @description people with a badge, polygraph or reinvestigation falling due (in dueWindow; overdue or within 90 days without it) */
        dueItem?: 'BADGE' | 'POLYGRAPH' | 'REINVESTIGATION';
        /** @description with dueItem (or any item): the date is past (OVERDUE) or within 0–30, 31–60 or 61–90 days */
        dueWindow?: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
        /** @description cleared people who have (COMPLETE) or have not (DUE) had their annual refresher briefing in the last year */
        training?: 'COMPLETE' | 'DUE';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of mss-personnel */
      200: {
        headers: {
          /** @description mss-personnel from-to/total of the answered rows (mss-personnel *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelBasicView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL and VIEW on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  newHire_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt, lastName, firstName, startDate, status. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, facilityId, cleared. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description PENDING (default), ACCEPTED or REJECTED */
        status?: 'PENDING' | 'ACCEPTED' | 'REJECTED';
        /** @description Filter: facilityId (repeat for several values). */
        facilityId?: string;
        /** @description Filter: cleared. */
        cleared?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of pending-hires */
      200: {
        headers: {
          /** @description pending-hires from-to/total of the answered rows (pending-hires *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingHireView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  newHire_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingHireView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pending hire in the tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  termination_pending: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; terminationDate,asc by default. Sortable fields: terminationDate, personnelName, isHighRisk, reason, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), personnelId, isHighRisk, reason, facilityId. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: personnelId (repeat for several values). */
        personnelId?: string;
        /** @description Filter: isHighRisk. */
        isHighRisk?: boolean;
        /** @description Filter: reason (repeat for several values). */
        reason?: 'HIGH_RISK' | 'TERMINATED_NORMAL' | 'RESIGNED' | 'OTHER';
        /** @description Filter: facilityId (repeat for several values). */
        facilityId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of pending-terminations */
      200: {
        headers: {
          /** @description pending-terminations from-to/total of the answered rows (pending-terminations *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TerminationView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TERMINATE_EMPLOYEE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_savePhysical: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PhysicalSectionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  newHire_reject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectNewPersonnelDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingHireView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pending hire in the tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already accepted or rejected */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  newHire_report: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReportNewHireDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingHireView'];
        };
      };
      /** @description A field is missing or invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on REPORT_NEW_HIRE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A person or a pending new hire with this SSN exists in the tenant */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnelRisk_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; indicatorCount,desc by default. Sortable fields: personnelName, indicatorCount, employeeId. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), indicator, facilityId. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description people showing this indicator */
        indicator?: 'HIGH_RISK_TERMINATION' | 'INVESTIGATION_OVERDUE' | 'CE_LAPSED' | 'MISSING_REQUIRED_DOCUMENTS' | 'CLEARANCE_ADVERSE';
        /** @description Filter: facilityId (repeat for several values). */
        facilityId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of personnel-risk */
      200: {
        headers: {
          /** @description personnel-risk from-to/total of the answered rows (personnel-risk *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelRiskView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelSummaryView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_createInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePersonnelDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL and VIEW on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The tenant is not managed by the caller’s provider */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  termination_terminate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TerminateEmployeeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TerminationView'];
        };
      };
      /** @description A field is missing or invalid, or the date is before the start date */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TERMINATE_EMPLOYEE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such person in the tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The person is already terminated or has a pending termination */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_workHistory: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; endDate,desc by default. Sortable fields: lastName, firstName, employeeId, workEmail, status, createdAt, endDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, employmentStatus, employmentType, facilityId, enabled, userAssigned, roleName, dueItem, dueWindow, training. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'INACTIVE' | 'INPROGRESS' | 'SUSPENDED';
        /** @description Filter: employmentStatus (repeat for several values). */
        employmentStatus?: 'ACTIVE' | 'CONTINGENT' | 'INACTIVE' | 'SUSPENDED' | 'RESIGNED' | 'TERMINATED';
        /** @description Filter: employmentType (repeat for several values). */
        employmentType?: string;
        /** @description Filter: facilityId. */
        facilityId?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description false: people without a user account */
        userAssigned?: boolean;
        /** @description people whose user holds the role (e.g. FSO, CLIENT_FSO for the security-officer pickers) */
        roleName?:
          | 'SUPER_ADMIN'
          | 'MSS_COMPLIANCE'
          | 'MSS_USER'
          | 'PRODUCT_SUPPORT_USER'
          | 'TENANT_ADMIN'
          | 'CLIENT_EMPLOYEE'
          | 'FSO'
          | 'CLIENT_FSO'
          | 'HELPDESK_USER'
          | 'MSS_ADMIN'
          | 'PROGRAM_MANAGER';
        /** @description people with a badge, polygraph or reinvestigation falling due (in dueWindow; overdue or within 90 days without it) */
        dueItem?: 'BADGE' | 'POLYGRAPH' | 'REINVESTIGATION';
        /** @description with dueItem (or any item): the date is past (OVERDUE) or within 0–30, 31–60 or 61–90 days */
        dueWindow?: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
        /** @description cleared people who have (COMPLETE) or have not (DUE) had their annual refresher briefing in the last year */
        training?: 'COMPLETE' | 'DUE';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of work-history */
      200: {
        headers: {
          /** @description work-history from-to/total of the answered rows (work-history *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkHistoryItemView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePersonnelDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Duplicate SSN, or the record was changed by someone else */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listBadge: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of badge */
      200: {
        headers: {
          /** @description badge from-to/total of the answered rows (badge *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadgeView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createBadge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BadgeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadgeView'];
        };
      };
      /** @description A rule of spec 02 §5 is broken (message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getBadge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadgeView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updateBadge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BadgeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadgeView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The record was changed by someone else */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deleteBadge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listClearance: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of clearance */
      200: {
        headers: {
          /** @description clearance from-to/total of the answered rows (clearance *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createClearance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClearanceDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceView'];
        };
      };
      /** @description A rule of spec 02 §5 is broken (message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  recordLookups_clearancesWithOpenInvestigation: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of clearance */
      200: {
        headers: {
          /** @description clearance from-to/total of the answered rows (clearance *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getClearance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updateClearance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClearanceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearanceView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The record was changed by someone else */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deleteClearance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_saveContacts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_addDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description PersonnelDocumentDto as JSON */
          document: string;
          /** Format: binary */
          file?: string;
        };
        'multipart/form-data': {
          /** @description PersonnelDocumentDto as JSON */
          document: string;
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelDocumentView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_updateDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        documentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PersonnelDocumentDto'];
        'multipart/form-data': components['schemas']['PersonnelDocumentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelDocumentView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_removeDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        documentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_downloadDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        documentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listInvestigation: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of investigation */
      200: {
        headers: {
          /** @description investigation from-to/total of the answered rows (investigation *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvestigationView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createInvestigation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvestigationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvestigationView'];
        };
      };
      /** @description A rule of spec 02 §5 is broken (message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  recordLookups_completedInvestigations: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; investigationClosedDate,desc by default. Sortable fields: createdAt, updatedAt, investigationClosedDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of investigation */
      200: {
        headers: {
          /** @description investigation from-to/total of the answered rows (investigation *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvestigationView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getInvestigation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvestigationView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updateInvestigation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvestigationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvestigationView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The record was changed by someone else */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deleteInvestigation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_getPicture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/gif': string;
          'image/jpeg': string;
          'image/png': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_putPicture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonnelView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listPolygraph: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of polygraph */
      200: {
        headers: {
          /** @description polygraph from-to/total of the answered rows (polygraph *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolygraphView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createPolygraph: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PolygraphDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolygraphView'];
        };
      };
      /** @description A rule of spec 02 §5 is broken (message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getPolygraph: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolygraphView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updatePolygraph: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PolygraphDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolygraphView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The record was changed by someone else */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deletePolygraph: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_revealPssn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PssnRevealView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL and VIEW on VISIBLE_SOCIAL_SECURITY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_requiredDocuments: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, titleName, missing. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), missing. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: missing. */
        missing?: boolean;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of required-documents */
      200: {
        headers: {
          /** @description required-documents from-to/total of the answered rows (required-documents *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequiredDocumentView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listSpecialAccess: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of special-access */
      200: {
        headers: {
          /** @description special-access from-to/total of the answered rows (special-access *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpecialAccessView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createSpecialAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SpecialAccessDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpecialAccessView'];
        };
      };
      /** @description A rule of spec 02 §5 is broken (message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getSpecialAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpecialAccessView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updateSpecialAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SpecialAccessDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpecialAccessView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The record was changed by someone else */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deleteSpecialAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  personnel_revealSsn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsnRevealView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL and VIEW on VISIBLE_SOCIAL_SECURITY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  pmPortal_contracts: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; contractNumber,asc by default. Sortable fields: contractNumber, contractName, contractType, status, customerAgency, popStartDate, popEndDate, programManagerName, assignedCount, pendingCount. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, contractType, popEndWindow, popEndDate, facilityId, programManagerId; bounds as name_gte and name_lte. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'CLOSING' | 'CLOSED';
        /** @description Filter: contractType (repeat for several values). */
        contractType?: 'PRIME' | 'SUBCONTRACT' | 'TASK_ORDER' | 'IDIQ' | 'TM' | 'FIXED_PRICE' | 'FLEX' | 'OTHER';
        /** @description the period of performance of a contract not closed ends in the window (OVERDUE: has ended) */
        popEndWindow?: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
        /** @description popEndDate: from (included). */
        popEndDate_gte?: string;
        /** @description popEndDate: to (included). */
        popEndDate_lte?: string;
        /** @description Filter: facilityId (repeat for several values). */
        facilityId?: string;
        /** @description Filter: programManagerId (repeat for several values). */
        programManagerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of pm-portal-contracts */
      200: {
        headers: {
          /** @description pm-portal-contracts from-to/total of the answered rows (pm-portal-contracts *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PmContractView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PROGRAM_MANAGER_PORTAL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  pmPortal_dashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PmDashboardView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PROGRAM_MANAGER_PORTAL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  pmPortal_personnel: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; fullName,asc by default. Sortable fields: fullName, employeeId, contractNumber, assignmentStatus, dateAssigned, clearanceLevel, clearanceState, reinvestigationDue. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), contractId, personnelId, assignmentStatus, clearanceLevel, clearanceState, reinvestigationWindow. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: contractId (repeat for several values). */
        contractId?: string;
        /** @description Filter: personnelId (repeat for several values). */
        personnelId?: string;
        /** @description Filter: assignmentStatus (repeat for several values). */
        assignmentStatus?: 'PENDING' | 'ASSIGNED' | 'UNASSIGNED';
        /** @description Filter: clearanceLevel (repeat for several values). */
        clearanceLevel?:
          | 'NONE'
          | 'CONFIDENTIAL'
          | 'INTERIM_SECRET'
          | 'SECRET'
          | 'INTERIM_TOP_SECRET'
          | 'TOP_SECRET'
          | 'ISA_CONFIDENTIAL'
          | 'ISA_SECRET'
          | 'ISA_TOP_SECRET';
        /** @description Filter: clearanceState (repeat for several values). */
        clearanceState?: 'ACTIVE' | 'IN_PROGRESS' | 'ACTIVE_BREAK' | 'INACTIVE_BREAK' | 'INACTIVE' | 'NONE';
        /** @description the held clearance’s periodic reinvestigation falls due in the window (OVERDUE: has passed) */
        reinvestigationWindow?: 'OVERDUE' | 'DAYS_30' | 'DAYS_60' | 'DAYS_90';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of pm-portal-personnel */
      200: {
        headers: {
          /** @description pm-portal-personnel from-to/total of the answered rows (pm-portal-personnel *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PmPersonnelView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PROGRAM_MANAGER_PORTAL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  reports_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, title, reportType, domain. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), scope, domain, module. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: scope (repeat for several values). */
        scope?: 'TENANT' | 'SYSTEM';
        /** @description Filter: domain (repeat for several values). */
        domain?: string;
        /** @description Filter: module (repeat for several values). */
        module?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of reports */
      200: {
        headers: {
          /** @description reports from-to/total of the answered rows (reports *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportTypeDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on REPORTS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  reports_generate: {
    parameters: {
      query?: {
        /** @description true: answer 202 with the queued run at once */
        async?: unknown;
      };
      header?: {
        /** @description respond-async: same as async=true */
        Prefer?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateReportDto'];
      };
    };
    responses: {
      /** @description The file, as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The run (queued or still running); Location names GET /jobs/{id} */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobRunDto'];
          'application/pdf': components['schemas']['JobRunDto'];
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': components['schemas']['JobRunDto'];
          'text/csv': components['schemas']['JobRunDto'];
        };
      };
      /** @description Unknown report type, bad format or parameters (the message names each problem) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description No VIEW permission on the report's module; nothing is created
       *
       *     Needs VIEW on REPORTS
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  reports_generateKmp: {
    parameters: {
      query?: {
        /** @description true: answer 202 with the queued run at once */
        async?: unknown;
      };
      header?: never;
      path: {
        facilityId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateKmpReportDto'];
      };
    };
    responses: {
      /** @description The file, as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobRunDto'];
          'application/pdf': components['schemas']['JobRunDto'];
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': components['schemas']['JobRunDto'];
          'text/csv': components['schemas']['JobRunDto'];
        };
      };
      /** @description Not a facility id, or a bad format */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description No VIEW permission on REPORT_KEY_MANAGEMENT_PERSONNEL; nothing is created
       *
       *     Needs VIEW on REPORTS
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such facility in this tenant; nothing is created */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  openActions_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, dueDate, title, actionType, state. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), state, kind, age, facilityId, personnelId, overdue. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description OPEN by default; ALL for every state */
        state?: 'OPEN' | 'COMPLETED' | 'CLOSED' | 'ALL';
        /** @description what the action is about: a missing required document, the reminder that raised it, else its type */
        kind?:
          | 'MISSING_REQUIRED_DOCUMENT'
          | 'REINVESTIGATION'
          | 'BADGE_EXPIRY'
          | 'POLYGRAPH'
          | 'PASSPORT_EXPIRY'
          | 'ANNUAL_TRAINING'
          | 'DOCUMENT_NEEDS_REVIEW'
          | 'DOCUMENT_EXPIRED'
          | 'OTHER';
        /** @description days since the action was raised: under 30, 30–60, 60–90, over 90 */
        age?: 'UNDER_30' | 'DAYS_30_60' | 'DAYS_60_90' | 'OVER_90';
        /** @description actions of the people of a facility (or of the facility itself) */
        facilityId?: string;
        /** @description Filter: personnelId. */
        personnelId?: string;
        /** @description true: the due date has passed */
        overdue?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of open-actions */
      200: {
        headers: {
          /** @description open-actions from-to/total of the answered rows (open-actions *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenActionView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  openActions_forFacility: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, dueDate, title, actionType, state. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), state, kind, overdue. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description OPEN by default; ALL for every state */
        state?: 'OPEN' | 'COMPLETED' | 'CLOSED' | 'ALL';
        /** @description what the action is about: a missing required document, the reminder that raised it, else its type */
        kind?:
          | 'MISSING_REQUIRED_DOCUMENT'
          | 'REINVESTIGATION'
          | 'BADGE_EXPIRY'
          | 'POLYGRAPH'
          | 'PASSPORT_EXPIRY'
          | 'ANNUAL_TRAINING'
          | 'DOCUMENT_NEEDS_REVIEW'
          | 'DOCUMENT_EXPIRED'
          | 'OTHER';
        /** @description true: the due date has passed */
        overdue?: boolean;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of facility-open-actions */
      200: {
        headers: {
          /** @description facility-open-actions from-to/total of the answered rows (facility-open-actions *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenActionView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on FACILITIES */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  openActions_mine: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, dueDate, title. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), state. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description OPEN by default; ALL for every state */
        state?: 'OPEN' | 'COMPLETED' | 'CLOSED' | 'ALL';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of open-actions */
      200: {
        headers: {
          /** @description open-actions from-to/total of the answered rows (open-actions *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenActionView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  openActions_forPerson: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,asc by default. Sortable fields: createdAt, dueDate, title. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), state. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description OPEN by default; ALL for every state */
        state?: 'OPEN' | 'COMPLETED' | 'CLOSED' | 'ALL';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of open-actions */
      200: {
        headers: {
          /** @description open-actions from-to/total of the answered rows (open-actions *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenActionView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on PERSONNEL */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  openActions_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenActionView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  openActions_close: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpenActionResolveDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenActionView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  openActions_complete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpenActionResolveDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenActionView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  myRequests_requested: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt, dueDate, title, state. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), state. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description OPEN by default; ALL for every state */
        state?: 'OPEN' | 'COMPLETED' | 'CLOSED' | 'ALL';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of requested-actions */
      200: {
        headers: {
          /** @description requested-actions from-to/total of the answered rows (requested-actions *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenActionView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  myRequests_requests: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 20 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt, dueDate, title, state. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), state, type. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: state (repeat for several values). */
        state?: 'OPEN' | 'COMPLETED' | 'CLOSED';
        /** @description the kind of request (MY_REQUEST_TYPE) */
        type?: 'OPEN_ACTION';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of my-requests */
      200: {
        headers: {
          /** @description my-requests from-to/total of the answered rows (my-requests *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyRequestView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  roles_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; prettyName,asc by default. Sortable fields: name, prettyName, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), system. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description true: system roles only; false: the tenant's own */
        system?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of roles */
      200: {
        headers: {
          /** @description roles from-to/total of the answered rows (roles *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoleDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on ROLES_PERMISSIONS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  roles_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateRoleDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoleWithPermissionsDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on ROLES_PERMISSIONS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  roles_updatePermissions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateRolePermissionsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PermissionEntryDto'][];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on ROLES_PERMISSIONS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  roles_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoleDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on ROLES_PERMISSIONS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  roles_permissions: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, module, group. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), group, canView. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: group (repeat for several values). */
        group?: string;
        /** @description Filter: canView. */
        canView?: boolean;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of permissions */
      200: {
        headers: {
          /** @description permissions from-to/total of the answered rows (permissions *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PermissionEntryDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on ROLES_PERMISSIONS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  roles_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        roleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoleDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on ROLES_PERMISSIONS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  scheduledJobs_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, nextRunAt, createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), scope, enabled, reportType, task. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: scope (repeat for several values). */
        scope?: 'SYSTEM' | 'TENANT';
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description Filter: reportType (repeat for several values). */
        reportType?: string;
        /** @description Filter: task (repeat for several values). */
        task?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of scheduled-jobs */
      200: {
        headers: {
          /** @description scheduled-jobs from-to/total of the answered rows (scheduled-jobs *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduledJobDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_SCHEDULED_JOBS or VIEW on SYSTEM_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  scheduledJobs_createSystem: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduledJobInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduledJobDto'];
        };
      };
      /** @description Bad schedule, report, parameters or recipients (the message names each problem) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on SYSTEM_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A job with this name exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The queue is not reachable; nothing was saved */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  scheduledJobs_updateSystem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduledJobInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduledJobDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on SYSTEM_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such system job */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  scheduledJobs_createTenant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduledJobInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduledJobDto'];
        };
      };
      /** @description Bad schedule, report, parameters or recipients (the message names each problem) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A job with this name exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The queue is not reachable; nothing was saved */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  scheduledJobs_updateTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduledJobInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduledJobDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such job in this tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  scheduledJobs_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduledJobDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_SCHEDULED_JOBS or VIEW on SYSTEM_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such job */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  scheduledJobs_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_SCHEDULED_JOBS or DELETE on SYSTEM_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such job */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  scheduledJobs_runs: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of jobs */
      200: {
        headers: {
          /** @description jobs from-to/total of the answered rows (jobs *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobRunDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_SCHEDULED_JOBS or VIEW on SYSTEM_SCHEDULED_JOBS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such job */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  selfServiceInvitation_submitInvitee: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubmitInviteeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidatedInvitationDto'];
        };
      };
      /** @description A field is missing or not valid, the code was not entered, or the link is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (INVITATION) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  selfServiceInvitation_submitOtp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubmitOtpDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InviteeNamesDto'];
        };
      };
      /** @description This invitation link is not valid, has expired or was already used. Ask your security office to send a new one. / The code is not valid or has expired. Reload the page to receive a new code. / Too many wrong codes. Reload the page to receive a new code. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (INVITATION) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  referenceData_publicCountries: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, id, iso2, countryName, alpha2CountryCode, alpha3CountryCode, numericCountryCode, dniThreatListIncluded. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of countries */
      200: {
        headers: {
          /** @description countries from-to/total of the answered rows (countries *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (PUBLIC) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  referenceData_publicStates: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, code, id, stateName, stateCode, countryId. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), countryId; bounds as name_gte and name_lte. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description the country (236 = United States): from (included). */
        countryId_gte?: number;
        /** @description the country (236 = United States): to (included). */
        countryId_lte?: number;
        /** @description the country (236 = United States) */
        countryId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of states */
      200: {
        headers: {
          /** @description states from-to/total of the answered rows (states *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (PUBLIC) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  selfServiceInvitation_validate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserDataDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidatedInvitationDto'];
        };
      };
      /** @description This invitation link is not valid, has expired or was already used. Ask your security office to send a new one. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (INVITATION) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  impersonation_impersonate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImpersonateDto'];
        'application/x-www-form-urlencoded': components['schemas']['ImpersonateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImpersonationStateDto'];
        };
      };
      /** @description tenantId missing or not valid, or the own organization */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on IMPERSONATE_ALL or VIEW on MSS_IMPERSONATE or VIEW on MSS_IMPERSONATE_CREATE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The tenant does not exist, is inactive, or may not be impersonated by this user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  impersonation_impersonateCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImpersonateDto'];
        'application/x-www-form-urlencoded': components['schemas']['ImpersonateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImpersonationStateDto'];
        };
      };
      /** @description tenantId missing or not valid, or the own organization */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on IMPERSONATE_ALL or VIEW on MSS_IMPERSONATE_CREATE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The tenant does not exist, is inactive, or may not be impersonated by this user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  impersonation_switcher: {
    parameters: {
      query?: {
        tenantId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new state; null after returning to the own organization */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImpersonationStateDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on IMPERSONATE_ALL or VIEW on MSS_IMPERSONATE or VIEW on MSS_IMPERSONATE_CREATE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The tenant may not be impersonated by this user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  impersonation_targets: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, tenantType. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), tenantType. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: tenantType (repeat for several values). */
        tenantType?: 'SAAS' | 'MSS' | 'DEFAULT' | 'SYSTEM';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of tenants */
      200: {
        headers: {
          /** @description tenants from-to/total of the answered rows (tenants *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImpersonationTargetDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on IMPERSONATE_ALL or VIEW on MSS_IMPERSONATE or VIEW on MSS_IMPERSONATE_CREATE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  sessions_isValid: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionInfoDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  support_request: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SupportRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupportRequestResultDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limit (SUPPORT) reached: "Too many attempts. Try again in N seconds." */
      429: {
        headers: {
          /** @description seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataChecklist_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; type,asc by default. Sortable fields: type, name, sequenceNumber, required. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), type. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: type (repeat for several values). */
        type?: 'FCL' | 'TRANSITION' | 'SECURITY_TEAM' | 'MANAGER_REVIEW';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of checklist */
      200: {
        headers: {
          /** @description checklist from-to/total of the answered rows (checklist *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChecklistView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataChecklist_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChecklistDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChecklistView'];
        };
      };
      /** @description A field is missing or not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  checklistFilter_filter: {
    parameters: {
      query: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; sequenceNumber,asc by default. Sortable fields: sequenceNumber, name. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), type. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description the checklist type */
        type: 'FCL' | 'TRANSITION' | 'SECURITY_TEAM' | 'MANAGER_REVIEW';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of checklist */
      200: {
        headers: {
          /** @description checklist from-to/total of the answered rows (checklist *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChecklistView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataChecklist_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChecklistDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChecklistView'];
        };
      };
      /** @description A field is not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataChecklist_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  referenceData_countries: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, id, iso2, countryName, alpha2CountryCode, alpha3CountryCode, numericCountryCode, dniThreatListIncluded. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of countries */
      200: {
        headers: {
          /** @description countries from-to/total of the answered rows (countries *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  countryState_createCountry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CountryDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryView'];
        };
      };
      /** @description Alpha 2 Country Code must be 2 letters; … cannot match another country */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataCountryOtherName_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; otherName,asc by default. Sortable fields: otherName, countryId. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), countryId; bounds as name_gte and name_lte. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description countryId: from (included). */
        countryId_gte?: number;
        /** @description countryId: to (included). */
        countryId_lte?: number;
        /** @description Filter: countryId. */
        countryId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of country-other-name */
      200: {
        headers: {
          /** @description country-other-name from-to/total of the answered rows (country-other-name *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryOtherNameView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataCountryOtherName_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CountryOtherNameDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryOtherNameView'];
        };
      };
      /** @description A field is missing or not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataCountryOtherName_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CountryOtherNameDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryOtherNameView'];
        };
      };
      /** @description A field is not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataCountryOtherName_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  countryState_updateCountry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CountryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryView'];
        };
      };
      /** @description Alpha 2 Country Code must be 2 letters; … cannot match another country */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  countryState_removeCountry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataCsa_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; officeName,asc by default. Sortable fields: officeName, city, stateCode, naesoc. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), naesoc. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: naesoc. */
        naesoc?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of csa */
      200: {
        headers: {
          /** @description csa from-to/total of the answered rows (csa *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsaView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataCsa_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CsaDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsaView'];
        };
      };
      /** @description A field is missing or not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataCsa_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CsaDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsaView'];
        };
      };
      /** @description A field is not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataCsa_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataDocTemplateType_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; templateTypeName,asc by default. Sortable fields: templateTypeName, objectTypeEnum, formatTypeEnum, isActive. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), isActive, objectTypeEnum. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: isActive. */
        isActive?: boolean;
        /** @description Filter: objectTypeEnum (repeat for several values). */
        objectTypeEnum?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of doc-template-type */
      200: {
        headers: {
          /** @description doc-template-type from-to/total of the answered rows (doc-template-type *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTemplateTypeView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataDocTemplateType_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocTemplateTypeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTemplateTypeView'];
        };
      };
      /** @description A field is missing or not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  docTemplateFile_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          docName?: string;
          /** Format: binary */
          file: string;
          /**
           * @default STANDARD
           * @enum {string}
           */
          formatTypeEnum?: 'STANDARD' | 'FBI' | 'DOS';
          /** @default true */
          isActive?: boolean;
          /**
           * @default FACILITY
           * @enum {string}
           */
          objectTypeEnum?:
            'FACILITY' | 'PERSONNEL' | 'CONTRACT' | 'VISIT' | 'INCIDENT' | 'CLASSIFIED_MATERIAL' | 'SAFE' | 'CMMC' | 'TENANT';
          templateTypeName: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTemplateTypeView'];
        };
      };
      /** @description Template Type Name is required; a file is required; file problems */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataDocTemplateType_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocTemplateTypeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTemplateTypeView'];
        };
      };
      /** @description A field is not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataDocTemplateType_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  docTemplateFile_download: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown type, or a type without a file */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  docTemplateFile_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          docName?: string;
          /** Format: binary */
          file: string;
          /**
           * @default STANDARD
           * @enum {string}
           */
          formatTypeEnum?: 'STANDARD' | 'FBI' | 'DOS';
          /** @default true */
          isActive?: boolean;
          /**
           * @default FACILITY
           * @enum {string}
           */
          objectTypeEnum?:
            'FACILITY' | 'PERSONNEL' | 'CONTRACT' | 'VISIT' | 'INCIDENT' | 'CLASSIFIED_MATERIAL' | 'SAFE' | 'CMMC' | 'TENANT';
          templateTypeName: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTemplateTypeView'];
        };
      };
      /** @description Template Type Name is required; a file is required; file problems */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataDocType_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; objectTypeEnum,asc by default. Sortable fields: objectTypeEnum, docTitle, sortOrder, endDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), objectTypeEnum. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: objectTypeEnum (repeat for several values). */
        objectTypeEnum?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of doc-type */
      200: {
        headers: {
          /** @description doc-type from-to/total of the answered rows (doc-type *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTypeView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataDocType_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocTypeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTypeView'];
        };
      };
      /** @description A field is missing or not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataDocType_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocTypeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTypeView'];
        };
      };
      /** @description A field is not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataDocType_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  systemFaq_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; sectionName,asc by default. Sortable fields: sectionName, question, createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), sectionName. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: sectionName (repeat for several values). */
        sectionName?: 'CONTRACT' | 'FACILITY' | 'PERSONNEL' | 'MY_PORTAL' | 'PM_PORTAL' | 'FOREIGN_TRAVEL' | 'GENERAL' | 'OTHER';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of system-faqs */
      200: {
        headers: {
          /** @description system-faqs from-to/total of the answered rows (system-faqs *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  systemFaq_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FaqInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqDto'];
        };
      };
      /** @description Question is required; Answer is required or longer than 4000 characters; an unknown section or role */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  systemFaq_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FaqInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqDto'];
        };
      };
      /** @description Question is required; Answer is required or longer than 4000 characters; an unknown section or role */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  systemFaq_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataPoc_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; pocFullName,asc by default. Sortable fields: pocFullName, pocTypeEnum, city, email. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), pocTypeEnum. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: pocTypeEnum (repeat for several values). */
        pocTypeEnum?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of poc */
      200: {
        headers: {
          /** @description poc from-to/total of the answered rows (poc *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterPocView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataPoc_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MasterPocDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterPocView'];
        };
      };
      /** @description A field is missing or not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataPoc_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MasterPocDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterPocView'];
        };
      };
      /** @description A field is not valid (the message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  masterDataPoc_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  referenceData_states: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, code, id, stateName, stateCode, countryId. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), countryId; bounds as name_gte and name_lte. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description the country (236 = United States): from (included). */
        countryId_gte?: number;
        /** @description the country (236 = United States): to (included). */
        countryId_lte?: number;
        /** @description the country (236 = United States) */
        countryId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of states */
      200: {
        headers: {
          /** @description states from-to/total of the answered rows (states *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  countryState_createState: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateView'];
        };
      };
      /** @description State Name, State Code and Country are required; the code is unique in its country */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  countryState_updateState: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  countryState_removeState: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on MASTER_DATA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  systemSettings_save: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveSettingItemDto'][];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettingDto'][];
        };
      };
      /** @description A value breaks a rule; the message names the setting and the rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on SYSTEM_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  systemSettings_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, parameterName, prettyName. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), fieldType. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: fieldType (repeat for several values). */
        fieldType?: string;
      };
      header?: never;
      path: {
        category: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of settings */
      200: {
        headers: {
          /** @description settings from-to/total of the answered rows (settings *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettingDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SYSTEM_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown category */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  system_vitals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemVitalsDto'];
        };
      };
    };
  };
  annualTraining_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; documentName,asc by default. Sortable fields: documentName, nextDeadlineDate, trainingType, isActive, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), isActive, trainingType. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: isActive. */
        isActive?: boolean;
        /** @description Filter: trainingType (repeat for several values). */
        trainingType?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of annual-training-required-documents */
      200: {
        headers: {
          /** @description annual-training-required-documents from-to/total of the answered rows (annual-training-required-documents *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnualTrainingDocumentView'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  annualTraining_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          documentName: string;
          /**
           * Format: binary
           * @description optional (multipart only)
           */
          file?: string;
          /** @default true */
          isActive?: boolean;
          /** Format: date */
          nextDeadlineDate?: string | null;
          /**
           * @description days before the deadline, 1 to 10; commas or spaces are normalised
           * @example 1;5;10
           */
          reminders?: string;
          /**
           * @default CLEARED
           * @enum {string}
           */
          trainingType?: 'CLEARED';
          /** @description the version read (PUT); a stale save answers 409 */
          version?: number;
        };
        'multipart/form-data': {
          documentName: string;
          /**
           * Format: binary
           * @description optional (multipart only)
           */
          file?: string;
          /** @default true */
          isActive?: boolean;
          /** Format: date */
          nextDeadlineDate?: string | null;
          /**
           * @description days before the deadline, 1 to 10; commas or spaces are normalised
           * @example 1;5;10
           */
          reminders?: string;
          /**
           * @default CLEARED
           * @enum {string}
           */
          trainingType?: 'CLEARED';
          /** @description the version read (PUT); a stale save answers 409 */
          version?: number;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnualTrainingDocumentView'];
        };
      };
      /** @description Document Name is required; reminders not 1 to 10; invalid date; file problems */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  annualTraining_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnualTrainingDocumentView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  annualTraining_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          documentName: string;
          /**
           * Format: binary
           * @description optional (multipart only)
           */
          file?: string;
          /** @default true */
          isActive?: boolean;
          /** Format: date */
          nextDeadlineDate?: string | null;
          /**
           * @description days before the deadline, 1 to 10; commas or spaces are normalised
           * @example 1;5;10
           */
          reminders?: string;
          /**
           * @default CLEARED
           * @enum {string}
           */
          trainingType?: 'CLEARED';
          /** @description the version read (PUT); a stale save answers 409 */
          version?: number;
        };
        'multipart/form-data': {
          documentName: string;
          /**
           * Format: binary
           * @description optional (multipart only)
           */
          file?: string;
          /** @default true */
          isActive?: boolean;
          /** Format: date */
          nextDeadlineDate?: string | null;
          /**
           * @description days before the deadline, 1 to 10; commas or spaces are normalised
           * @example 1;5;10
           */
          reminders?: string;
          /**
           * @default CLEARED
           * @enum {string}
           */
          trainingType?: 'CLEARED';
          /** @description the version read (PUT); a stale save answers 409 */
          version?: number;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnualTrainingDocumentView'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  annualTraining_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  costCenter_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, code, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of cost-centers */
      200: {
        headers: {
          /** @description cost-centers from-to/total of the answered rows (cost-centers *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CostCenterDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  costCenter_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CostCenterInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CostCenterDto'];
        };
      };
      /** @description Cost Center Name / Code is required; Cost Center Code already in use */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  costCenter_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CostCenterInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CostCenterDto'];
        };
      };
      /** @description Cost Center Name / Code is required; Cost Center Code already in use */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  costCenter_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  downloads_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; sectionName,asc by default. Sortable fields: sectionName, prettyName, validUntilDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), sectionName. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description one section; every section when absent */
        sectionName?: 'COMPANY' | 'GOV' | 'NEWSLETTER' | 'BLANK_FORM' | 'EDU_TRNG' | 'SOP';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of downloads */
      200: {
        headers: {
          /** @description downloads from-to/total of the answered rows (downloads *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DownloadLinkDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  downloads_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description role names (repeated form fields or one comma-separated field); required unless selectAllAllowedRoles */
          allowedRoles?: string[];
          description?: string;
          /**
           * Format: binary
           * @description required
           */
          file: string;
          /** @default true */
          isActive?: boolean;
          /** @description Display Name */
          prettyName: string;
          /**
           * @default GOV
           * @enum {string}
           */
          sectionName?: 'COMPANY' | 'GOV' | 'NEWSLETTER' | 'BLANK_FORM' | 'EDU_TRNG' | 'SOP';
          /** @description every role may see the link (allowedRoles cleared) */
          selectAllAllowedRoles?: boolean;
          /**
           * Format: date
           * @description today when left out on add
           */
          validUntilDate?: string | null;
          /** @description the version read (PUT); a stale save answers 409 */
          version?: number;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedDownloadLinkDto'];
        };
      };
      /** @description Display Name is required; File is required; Allowed Roles is required unless Select All Allowed Roles; file problems */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  downloads_all: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; sectionName,asc by default. Sortable fields: sectionName, prettyName, validUntilDate, isActive, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), sectionName, isActive. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: sectionName (repeat for several values). */
        sectionName?: 'COMPANY' | 'GOV' | 'NEWSLETTER' | 'BLANK_FORM' | 'EDU_TRNG' | 'SOP';
        /** @description Filter: isActive. */
        isActive?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of download-links */
      200: {
        headers: {
          /** @description download-links from-to/total of the answered rows (download-links *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedDownloadLinkDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  downloads_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description role names (repeated form fields or one comma-separated field); required unless selectAllAllowedRoles */
          allowedRoles?: string[];
          description?: string;
          /**
           * Format: binary
           * @description optional: replaces the stored file
           */
          file?: string;
          /** @default true */
          isActive?: boolean;
          /** @description Display Name */
          prettyName: string;
          /**
           * @default GOV
           * @enum {string}
           */
          sectionName?: 'COMPANY' | 'GOV' | 'NEWSLETTER' | 'BLANK_FORM' | 'EDU_TRNG' | 'SOP';
          /** @description every role may see the link (allowedRoles cleared) */
          selectAllAllowedRoles?: boolean;
          /**
           * Format: date
           * @description today when left out on add
           */
          validUntilDate?: string | null;
          /** @description the version read (PUT); a stale save answers 409 */
          version?: number;
        };
        'multipart/form-data': {
          /** @description role names (repeated form fields or one comma-separated field); required unless selectAllAllowedRoles */
          allowedRoles?: string[];
          description?: string;
          /**
           * Format: binary
           * @description optional: replaces the stored file
           */
          file?: string;
          /** @default true */
          isActive?: boolean;
          /** @description Display Name */
          prettyName: string;
          /**
           * @default GOV
           * @enum {string}
           */
          sectionName?: 'COMPANY' | 'GOV' | 'NEWSLETTER' | 'BLANK_FORM' | 'EDU_TRNG' | 'SOP';
          /** @description every role may see the link (allowedRoles cleared) */
          selectAllAllowedRoles?: boolean;
          /**
           * Format: date
           * @description today when left out on add
           */
          validUntilDate?: string | null;
          /** @description the version read (PUT); a stale save answers 409 */
          version?: number;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedDownloadLinkDto'];
        };
      };
      /** @description Display Name is required; File is required; Allowed Roles is required unless Select All Allowed Roles; file problems */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  downloads_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantFaq_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; sectionName,asc by default. Sortable fields: sectionName, question, createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), sectionName. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: sectionName (repeat for several values). */
        sectionName?: 'CONTRACT' | 'FACILITY' | 'PERSONNEL' | 'MY_PORTAL' | 'PM_PORTAL' | 'FOREIGN_TRAVEL' | 'GENERAL' | 'OTHER';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of tenant-faqs */
      200: {
        headers: {
          /** @description tenant-faqs from-to/total of the answered rows (tenant-faqs *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantFaq_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FaqInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqDto'];
        };
      };
      /** @description Question is required; Answer is required or longer than 4000 characters; an unknown section or role */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantFaq_myPortal: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; sectionName,asc by default. Sortable fields: sectionName, question, createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), sectionName. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: sectionName (repeat for several values). */
        sectionName?: 'CONTRACT' | 'FACILITY' | 'PERSONNEL' | 'MY_PORTAL' | 'PM_PORTAL' | 'FOREIGN_TRAVEL' | 'GENERAL' | 'OTHER';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of tenant-faqs */
      200: {
        headers: {
          /** @description tenant-faqs from-to/total of the answered rows (tenant-faqs *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE or VIEW on PROGRAM_MANAGER_PORTAL or VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantFaq_system: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; sectionName,asc by default. Sortable fields: sectionName, question, createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), sectionName. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: sectionName (repeat for several values). */
        sectionName?: 'CONTRACT' | 'FACILITY' | 'PERSONNEL' | 'MY_PORTAL' | 'PM_PORTAL' | 'FOREIGN_TRAVEL' | 'GENERAL' | 'OTHER';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of system-faqs */
      200: {
        headers: {
          /** @description system-faqs from-to/total of the answered rows (system-faqs *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE or VIEW on PROGRAM_MANAGER_PORTAL or VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantFaq_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FaqInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqDto'];
        };
      };
      /** @description Question is required; Answer is required or longer than 4000 characters; an unknown section or role */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantFaq_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantPoc_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; pocType,asc by default. Sortable fields: pocType, createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), pocType, personnelId. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: pocType (repeat for several values). */
        pocType?: 'SMO' | 'FSO' | 'AFSO' | 'ITPSO' | 'KMP' | 'INSIDER_THREAT' | 'GENERAL_POC' | 'ADMINISTRATIVE_POC' | 'SECURITY_POC';
        /** @description Filter: personnelId (repeat for several values). */
        personnelId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of pocs */
      200: {
        headers: {
          /** @description pocs from-to/total of the answered rows (pocs *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantPocDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantPoc_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TenantPocInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantPocDto'];
        };
      };
      /** @description Personnel is required; Email Address is not valid; Facilities is required unless selectAllFacilities */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantPoc_myPortal: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; pocType,asc by default. Sortable fields: pocType. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), pocType. */
        filter?: string;
        /** @description Filter: pocType (repeat for several values). */
        pocType?: 'SMO' | 'FSO' | 'AFSO' | 'ITPSO' | 'KMP' | 'INSIDER_THREAT' | 'GENERAL_POC' | 'ADMINISTRATIVE_POC' | 'SECURITY_POC';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of my-portal-pocs */
      200: {
        headers: {
          /** @description my-portal-pocs from-to/total of the answered rows (my-portal-pocs *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyPortalPocDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on SELF_SERVICE or VIEW on PROGRAM_MANAGER_PORTAL or VIEW on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantPoc_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TenantPocInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantPocDto'];
        };
      };
      /** @description Personnel is required; Email Address is not valid; Facilities is required unless selectAllFacilities */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantPoc_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_MASTER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantSettings_save: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveSettingItemDto'][];
      };
    };
    responses: {
      /** @description The saved categories, with warnings for values that break a warning rule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettingDto'][];
        };
      };
      /** @description A value breaks a rule; the message names the setting and the rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listCMMCRdd: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; updatedDate,desc by default. Sortable fields: id, optionType, option, cmmcLevel, updatedDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), optionType. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: optionType (repeat for several values). */
        optionType?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of cmmc-rdd */
      200: {
        headers: {
          /** @description cmmc-rdd from-to/total of the answered rows (cmmc-rdd *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createCMMCRdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CmmcRddInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddDto'];
        };
      };
      /** @description Unknown option or document type */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A default for this option already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updateCMMCRdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CmmcRddInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Another default for this option already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deleteCMMCRdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listFacilityRdd: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; updatedDate,desc by default. Sortable fields: id, optionType, option, cmmcLevel, updatedDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), optionType. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: optionType (repeat for several values). */
        optionType?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of facility-rdd */
      200: {
        headers: {
          /** @description facility-rdd from-to/total of the answered rows (facility-rdd *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createFacilityRdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityRddInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddDto'];
        };
      };
      /** @description Unknown option or document type */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A default for this option already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updateFacilityRdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityRddInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Another default for this option already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deleteFacilityRdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listPersonnelRdd: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; updatedDate,desc by default. Sortable fields: id, optionType, option, cmmcLevel, updatedDate. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), optionType. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: optionType (repeat for several values). */
        optionType?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of personnel-rdd */
      200: {
        headers: {
          /** @description personnel-rdd from-to/total of the answered rows (personnel-rdd *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  createPersonnelRdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PersonnelRddInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddDto'];
        };
      };
      /** @description Unknown option or document type */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A default for this option already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  updatePersonnelRdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PersonnelRddInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Another default for this option already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deletePersonnelRdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  rddOptions_options: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, label, value. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path: {
        optionType: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of rdd-options */
      200: {
        headers: {
          /** @description rdd-options from-to/total of the answered rows (rdd-options *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RddOptionDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown option type */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenantSettings_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; position,asc by default. Sortable fields: position, parameterName, prettyName. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), fieldType. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: fieldType (repeat for several values). */
        fieldType?: string;
      };
      header?: never;
      path: {
        category: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of settings */
      200: {
        headers: {
          /** @description settings from-to/total of the answered rows (settings *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettingDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_SETTINGS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown category */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, tenantType, payTier, enabled, status, terminationDate, managingTenantName, createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), tenantType, payTier, status, enabled, managingTenantId. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: tenantType (repeat for several values). */
        tenantType?: 'SAAS' | 'MSS' | 'DEFAULT' | 'SYSTEM';
        /** @description Filter: payTier (repeat for several values). */
        payTier?: 'PREMIUM' | 'STANDARD' | 'ADMINISTRATIVE' | 'HOURLY';
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'DISABLED' | 'CLOSED_OUT';
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description Filter: managingTenantId (repeat for several values). */
        managingTenantId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of tenants */
      200: {
        headers: {
          /** @description tenants from-to/total of the answered rows (tenants *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MANAGEMENT or VIEW on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTenantDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDto'];
        };
      };
      /** @description A field is missing or not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on TENANT_MANAGEMENT or CREATE on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A tenant with this name already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_closeOut: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CloseOutTenantDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDto'];
        };
      };
      /** @description Termination Date is missing or not a valid day */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_CLOSEOUT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_convert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConvertTenantDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDto'];
        };
      };
      /** @description The managing tenant is not an MSS provider, or the system tenant was named */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An MSS provider that still manages tenants cannot stop being one */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_listMss: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), enabled. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of tenants */
      200: {
        headers: {
          /** @description tenants from-to/total of the answered rows (tenants *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MssTenantDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MANAGEMENT or VIEW on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_listPocCandidates: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; name,asc by default. Sortable fields: name, username, email. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of users */
      200: {
        headers: {
          /** @description users from-to/total of the answered rows (users *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PocCandidateDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MANAGEMENT or VIEW on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown MSS provider, or one outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MANAGEMENT or VIEW on MSS_TENANT_MANAGEMENT or VIEW on TENANT_PROFILE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant, or one outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTenantDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDto'];
        };
      };
      /** @description A field is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MANAGEMENT or UPDATE on MSS_TENANT_MANAGEMENT or UPDATE on TENANT_PROFILE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant, or one outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Name taken, or the record changed since it was loaded */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_disable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MANAGEMENT or UPDATE on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant, or one outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_archive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchiveQueuedDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MANAGEMENT or UPDATE on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant, or one outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_archives: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 20 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; createdAt,desc by default. Sortable fields: createdAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status. */
        filter?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of archives */
      200: {
        headers: {
          /** @description archives from-to/total of the answered rows (archives *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchiveRunDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MANAGEMENT or VIEW on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant, or one outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_downloadArchive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        runId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The zip file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MANAGEMENT or VIEW on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant or archive, or the archive is not ready yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_enable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MANAGEMENT or UPDATE on MSS_TENANT_MANAGEMENT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant, or one outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_getLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/gif': string;
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on TENANT_MANAGEMENT or VIEW on MSS_TENANT_MANAGEMENT or VIEW on TENANT_PROFILE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant, or the tenant has no logo */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  tenants_putLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDto'];
        };
      };
      /** @description No file, not an image (checked by content), or larger than 1 MB */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on TENANT_MANAGEMENT or UPDATE on MSS_TENANT_MANAGEMENT or UPDATE on TENANT_PROFILE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown tenant, or one outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  users_list: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 10 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; username,asc by default. Sortable fields: username, email, firstName, lastName, lastLoginAt, createdAt, updatedAt. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list), status, roleId, enabled, locked. */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
        /** @description Filter: status (repeat for several values). */
        status?: 'ACTIVE' | 'LOCKED' | 'DISABLED';
        /** @description Filter: roleId (repeat for several values). */
        roleId?: string;
        /** @description Filter: enabled. */
        enabled?: boolean;
        /** @description Filter: locked. */
        locked?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of users */
      200: {
        headers: {
          /** @description users from-to/total of the answered rows (users *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on USERS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  users_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs CREATE on USERS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  me_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  me_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  me_isTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': boolean;
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  me_roles: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; prettyName,asc by default. Sortable fields: prettyName, name. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of roles */
      200: {
        headers: {
          /** @description roles from-to/total of the answered rows (roles *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyRoleDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  users_roleOptions: {
    parameters: {
      query?: {
        /** @description Page number, from 0 (with size). */
        page?: number;
        /** @description Rows per page: 1000 by default, at most 1000. */
        size?: number;
        /** @description field,direction (asc or desc) or ["field","ASC|DESC"]; prettyName,asc by default. Sortable fields: prettyName, name. */
        sort?: string;
        /** @description [from,to] row indexes, both included (instead of page and size); at most 1000 rows. */
        range?: string;
        /** @description The filters as one JSON object (instead of separate parameters): q, id (one id or a list). */
        filter?: string;
        /** @description Quick filter: contains, any case. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of roles */
      200: {
        headers: {
          /** @description roles from-to/total of the answered rows (roles *\/total when none) */
          'Content-Range'?: string;
          /** @description Rows matching the filters, across every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoleRefDto'][];
        };
      };
      /** @description Unknown sort field or filter, a filter value of the wrong type, or bad paging */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on USERS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  users_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs VIEW on USERS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  users_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on USERS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  users_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs DELETE on USERS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  users_sendEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on USERS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  users_act: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        action: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs UPDATE on USERS */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
