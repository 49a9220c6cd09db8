/**
 * Required document types (spec 01 §3 "Required document types", completed from DCSA / NISPOM
 * (32 CFR 117) and CMMC practice). Used by required-document defaults and by the people, facility
 * and CMMC document lists. Pure data.
 */
import type { LabelMap } from './people';

export type RequiredDocumentScope = 'PERSONNEL' | 'FACILITY' | 'CMMC';

/** The kinds of record a document (POST /documents) can be attached to: `entityType`. */
export const DOCUMENT_ENTITY_TYPES = [
  'TENANT',
  'PERSONNEL',
  'FACILITY',
  'CONTRACT',
  'INCOMING_VISIT',
  'OUTGOING_VISIT',
  'FOCI_VISIT',
  'INCIDENT',
  'CLASSIFIED_MATERIAL',
  'SAFE',
  'CMMC',
  'ANNUAL_TRAINING_DOCUMENT',
  'DOWNLOAD_LINK',
] as const;
export type DocumentEntityKind = (typeof DOCUMENT_ENTITY_TYPES)[number];

export interface RequiredDocumentType {
  value: string;
  label: string;
  /** the record kinds this document can be required for */
  scopes: RequiredDocumentScope[];
}

const P: RequiredDocumentScope[] = ['PERSONNEL'];
const F: RequiredDocumentScope[] = ['FACILITY'];
const C: RequiredDocumentScope[] = ['CMMC'];
const FC: RequiredDocumentScope[] = ['FACILITY', 'CMMC'];
const ALL: RequiredDocumentScope[] = ['PERSONNEL', 'FACILITY', 'CMMC'];

const d = (value: string, label: string, scopes: RequiredDocumentScope[]): RequiredDocumentType => ({ value, label, scopes });

export const REQUIRED_DOCUMENT_TYPES: RequiredDocumentType[] = [
  // clearance processing
  d('CLEARANCE_PROCESSING_REQUEST', 'Clearance Processing Request', P),
  d('SF_86', 'SF-86 Questionnaire for National Security Positions', P),
  d('SF_86_CERTIFICATION', 'SF-86 Certification', P),
  d('SF_86_RELEASE_GENERAL', 'SF-86 Authorization for Release of Information', P),
  d('SF_86_RELEASE_MEDICAL', 'SF-86 Authorization for Release of Medical Information', P),
  d('SF_86_RELEASE_CREDIT', 'SF-86 Fair Credit Reporting Act Authorization', P),
  d('SF_86C', 'SF-86C Standard Form 86 Certification (update)', P),
  d('SF_85', 'SF-85 Questionnaire for Non-Sensitive Positions', P),
  d('SF_85P', 'SF-85P Questionnaire for Public Trust Positions', P),
  d('SF_85P_S', 'SF-85P-S Supplemental Questionnaire', P),
  d('SF_312', 'SF-312 Classified Information Nondisclosure Agreement', P),
  d('FINGERPRINT_CARD', 'Fingerprint Card (FD-258)', P),
  d('ELECTRONIC_FINGERPRINT_RECEIPT', 'Electronic Fingerprint Submission Receipt', P),
  d('PROOF_OF_CITIZENSHIP', 'Proof of Citizenship', P),
  d('NATURALIZATION_CERTIFICATE', 'Certificate of Naturalization', P),
  d('PASSPORT_COPY', 'Passport Copy', P),
  d('E_QIP_SIGNATURE_PAGES', 'e-App / e-QIP Signature Pages', P),
  d('INTERIM_DETERMINATION_NOTICE', 'Interim Determination Notice', P),
  d('REINVESTIGATION_NOTICE', 'Periodic Reinvestigation / Continuous Vetting Notice', P),
  // briefings and debriefings
  d('INITIAL_SECURITY_BRIEFING', 'Initial Security Briefing', P),
  d('ANNUAL_REFRESHER_BRIEFING', 'Annual Refresher Briefing', P),
  d('TERMINATION_DEBRIEFING', 'Termination Debriefing', P),
  d('CNWDI_BRIEFING', 'CNWDI Briefing', P),
  d('CNWDI_DEBRIEFING', 'CNWDI Debriefing', P),
  d('COMSEC_BRIEFING', 'COMSEC Briefing', P),
  d('COMSEC_DEBRIEFING', 'COMSEC Debriefing', P),
  d('CRYPTO_BRIEFING', 'CRYPTO Briefing', P),
  d('CRYPTO_DEBRIEFING', 'CRYPTO Debriefing', P),
  d('FGI_BRIEFING', 'Foreign Government Information Briefing', P),
  d('FGI_DEBRIEFING', 'Foreign Government Information Debriefing', P),
  d('NATO_BRIEFING', 'NATO Briefing', P),
  d('NATO_DEBRIEFING', 'NATO Debriefing', P),
  d('SCI_BRIEFING', 'SCI Briefing (Form 4414)', P),
  d('SCI_DEBRIEFING', 'SCI Debriefing', P),
  d('SAP_BRIEFING', 'Special Access Program Indoctrination', P),
  d('SAP_DEBRIEFING', 'Special Access Program Debriefing', P),
  d('FOREIGN_TRAVEL_BRIEFING', 'Foreign Travel Briefing', P),
  d('FOREIGN_TRAVEL_DEBRIEFING', 'Foreign Travel Debriefing', P),
  d('COURIER_BRIEFING', 'Courier / Hand-Carry Briefing', P),
  // letters of appointment
  d('LETTER_OF_APPOINTMENT', 'Letter of Appointment', P),
  d('LETTER_OF_APPOINTMENT_AFSO', 'Letter of Appointment - Assistant FSO', P),
  d('LETTER_OF_APPOINTMENT_ACCS', 'Letter of Appointment - Alternate COMSEC Custodian', P),
  d('LETTER_OF_APPOINTMENT_DISS', 'Letter of Appointment - DISS Account Manager', P),
  d('LETTER_OF_APPOINTMENT_FSO', 'Letter of Appointment - Facility Security Officer', P),
  d('LETTER_OF_APPOINTMENT_ITPSO', 'Letter of Appointment - Insider Threat Program Senior Official', P),
  d('LETTER_OF_APPOINTMENT_NISS', 'Letter of Appointment - NISS Account Manager', P),
  d('LETTER_OF_APPOINTMENT_ISSM', 'Letter of Appointment - Information System Security Manager', P),
  // CDSE STEPP certificates
  d('STEPP_FSO_ORIENTATION_NON_POSSESSING', 'STEPP Certificate - FSO Orientation for Non-Possessing Facilities', P),
  d('STEPP_FSO_PROGRAM_MANAGEMENT_POSSESSING', 'STEPP Certificate - FSO Program Management for Possessing Facilities', P),
  d('STEPP_ESSENTIALS_INDUSTRIAL_SECURITY', 'STEPP Certificate - Essentials of Industrial Security Management', P),
  d('STEPP_INTRO_INDUSTRIAL_SECURITY', 'STEPP Certificate - Introduction to Industrial Security', P),
  d('STEPP_NISP_SELF_INSPECTION', 'STEPP Certificate - NISP Self-Inspection', P),
  d('STEPP_INSIDER_THREAT_PROGRAM', 'STEPP Certificate - Establishing an Insider Threat Program', P),
  d('STEPP_INSIDER_THREAT_AWARENESS', 'STEPP Certificate - Insider Threat Awareness', P),
  d('STEPP_DERIVATIVE_CLASSIFICATION', 'STEPP Certificate - Derivative Classification', P),
  d('STEPP_MARKING_CLASSIFIED', 'STEPP Certificate - Marking Classified Information', P),
  d('STEPP_PERSONNEL_CLEARANCES_NISP', 'STEPP Certificate - Personnel Clearances in the NISP', P),
  d('STEPP_FACILITY_CLEARANCES_NISP', 'STEPP Certificate - Facility Clearances in the NISP', P),
  d('STEPP_NISS_OVERVIEW', 'STEPP Certificate - NISP System of Record (NISS)', P),
  d('STEPP_DISS_OVERVIEW', 'STEPP Certificate - DISS Overview', P),
  d('STEPP_COMSEC_CUSTODIAN', 'STEPP Certificate - COMSEC Custodian', P),
  d('STEPP_TRANSMISSION_TRANSPORTATION', 'STEPP Certificate - Transmission and Transportation for Industry', P),
  d('STEPP_CYBERSECURITY_AWARENESS', 'STEPP Certificate - Cybersecurity Awareness', P),
  // training records
  d('TRAINING_INSIDER_THREAT', 'Training Certificate - Insider Threat Awareness', P),
  d('TRAINING_CYBERSECURITY_AWARENESS', 'Training Certificate - Cybersecurity Awareness', P),
  d('TRAINING_COUNTERINTELLIGENCE', 'Training Certificate - Counterintelligence Awareness', P),
  d('TRAINING_DERIVATIVE_CLASSIFICATION', 'Training Certificate - Derivative Classification', P),
  d('TRAINING_CUI', 'Training Certificate - Controlled Unclassified Information', P),
  d('TRAINING_OPSEC', 'Training Certificate - OPSEC', P),
  d('TRAINING_SUSPICIOUS_CONTACT_REPORTING', 'Training Certificate - Reporting Suspicious Contacts', P),
  d('TRAINING_SAFEGUARDING_CLASSIFIED', 'Training Certificate - Safeguarding Classified Information', P),
  d('TRAINING_EXPORT_CONTROL', 'Training Certificate - Export Control (ITAR/EAR)', P),
  d('TRAINING_ISSM', 'Training Certificate - ISSM / ISSO', P),
  d('TRAINING_NISPOM_REFRESHER', 'Training Certificate - NISPOM Refresher', P),
  d('TRAINING_SECURITY_AWARENESS', 'Security Awareness Training Record', ['PERSONNEL', 'CMMC']),
  // acknowledgements and other personnel documents
  d('TCP_ACKNOWLEDGEMENT', 'Technology Control Plan Acknowledgement', P),
  d('TYPE_A_CONSULTANT_CERTIFICATE', 'Type A Consultant Certificate', P),
  d('VISIT_AUTHORIZATION_REQUEST', 'Visit Authorization Request', P),
  d('SELF_REPORTING_ACKNOWLEDGEMENT', 'Self-Reporting Requirements Acknowledgement', P),
  d('ACCEPTABLE_USE_AGREEMENT', 'Information System Acceptable Use Agreement', ['PERSONNEL', 'CMMC']),
  d('PRIVILEGED_ACCESS_AGREEMENT', 'Privileged Access Agreement', ['PERSONNEL', 'CMMC']),
  // facility clearance
  d('DD_254', 'DD-254 Contract Security Classification Specification', F),
  d('DD_441', 'DD-441 Security Agreement', F),
  d('DD_441_1', 'DD-441-1 Appendage to Security Agreement', F),
  d('SF_328', 'SF-328 Certificate Pertaining to Foreign Interests', F),
  d('KMP_LIST', 'Key Management Personnel List', F),
  d('FCL_SPONSORSHIP_LETTER', 'Facility Clearance Sponsorship Letter', F),
  d('FACILITY_CLEARANCE_LETTER', 'Facility Clearance Letter', F),
  d('BUSINESS_FORMATION_DOCUMENTS', 'Business Formation Documents (Articles, Bylaws, Operating Agreement)', F),
  d('EXCLUSION_RESOLUTION', 'Exclusion Resolution', F),
  d('FOCI_MITIGATION_AGREEMENT', 'FOCI Mitigation Agreement', F),
  d('STANDARD_PRACTICE_PROCEDURES', 'Standard Practice Procedures (SPP)', F),
  d('INSIDER_THREAT_PROGRAM_PLAN', 'Insider Threat Program Plan', F),
  d('SELF_INSPECTION_REPORT', 'Annual Self-Inspection Report', F),
  d('SELF_INSPECTION_CERTIFICATION', 'Self-Inspection Senior Management Official Certification', F),
  d('CHANGE_CONDITION_REPORT', 'Changed Condition Report', F),
  d('EMERGENCY_PROCEDURES', 'Emergency Procedures', F),
  d('CLOSED_AREA_APPROVAL', 'Closed Area Approval', F),
  d('SECURITY_CONTAINER_CHECK_SHEET', 'SF-702 Security Container Check Sheet', F),
  d('ACTIVITY_SECURITY_CHECKLIST', 'SF-701 Activity Security Checklist', F),
  d('INFORMATION_SYSTEM_AUTHORIZATION', 'Information System Authorization (ATO)', FC),
  d('TECHNOLOGY_CONTROL_PLAN', 'Technology Control Plan', F),
  // CMMC evidence
  d('CMMC_SYSTEM_SECURITY_PLAN', 'System Security Plan (SSP)', C),
  d('CMMC_POAM', 'Plan of Action and Milestones (POA&M)', C),
  d('CMMC_SPRS_SCORE', 'SPRS Score Submission', C),
  d('CMMC_SELF_ASSESSMENT', 'CMMC Self-Assessment', C),
  d('CMMC_AFFIRMATION', 'Annual Affirmation of Compliance', C),
  d('CMMC_CERTIFICATE', 'CMMC Certificate of Assessment', C),
  d('CMMC_ASSET_INVENTORY', 'Asset Inventory', C),
  d('CMMC_NETWORK_DIAGRAM', 'Network Diagram and CUI Data Flow', C),
  d('CMMC_INCIDENT_RESPONSE_PLAN', 'Incident Response Plan', C),
  d('CMMC_ACCESS_CONTROL_POLICY', 'Access Control Policy', C),
  d('CMMC_CONFIGURATION_MANAGEMENT_PLAN', 'Configuration Management Plan', C),
  d('CMMC_RISK_ASSESSMENT', 'Risk Assessment', C),
  d('CMMC_MEDIA_PROTECTION_POLICY', 'Media Protection Policy', C),
  d('CMMC_AUDIT_LOG_REVIEW', 'Audit Log Review Records', C),
  d('CMMC_BACKUP_RECOVERY_PLAN', 'Backup and Recovery Plan', C),
  d('CMMC_VULNERABILITY_SCAN', 'Vulnerability Scan Report', C),
  d('CMMC_THREAT_HUNTING_REPORT', 'Threat Hunting Report', C),
  d('OTHER', 'Other', ALL),
];

export const REQUIRED_DOCUMENT_TYPE_VALUES = REQUIRED_DOCUMENT_TYPES.map((t) => t.value);

export const requiredDocumentLabel = (value: string): string => REQUIRED_DOCUMENT_TYPES.find((t) => t.value === value)?.label ?? value;

export const requiredDocumentTypesFor = (scope: RequiredDocumentScope): RequiredDocumentType[] =>
  REQUIRED_DOCUMENT_TYPES.filter((t) => t.scopes.includes(scope));

// ---- option enumerations of required-document defaults (spec 01 §3); employment types are in people.ts ----

export const CMMC_LEVEL = {
  LEVEL1_BASIC_CYBER_HYGIENE: 'Level 1 - Basic Cyber Hygiene',
  LEVEL2_INTERMEDIATE_CYBER_HYGIENE: 'Level 2 - Intermediate Cyber Hygiene',
  LEVEL3_GOOD_CYBER_HYGIENE: 'Level 3 - Good Cyber Hygiene',
  LEVEL4_PROACTIVE: 'Level 4 - Proactive',
  LEVEL5_ADVANCED_PROGRESSIVE: 'Level 5 - Advanced / Progressive',
} as const satisfies LabelMap<string>;
export type CmmcLevel = keyof typeof CMMC_LEVEL;
export const CMMC_LEVEL_VALUES = Object.keys(CMMC_LEVEL) as CmmcLevel[];

export const COMPANY_TYPE = {
  PARTNERSHIP: 'Partnership',
  LIMITED_LIABILITY_PARTNERSHIP: 'Limited Liability Partnership',
  GOVERNMENT_ENTITY: 'Government Entity',
  LIMITED_LTD: 'Limited (LTD)',
} as const satisfies LabelMap<string>;
export type CompanyType = keyof typeof COMPANY_TYPE;

export const RDD_OPTION_TYPE = {
  ACCESS_TYPE: 'Access Type',
  EMPLOYMENT_TYPE: 'Employment Type',
  COMPANY_TYPE: 'Company Type',
} as const satisfies LabelMap<string>;
export type RddOptionType = keyof typeof RDD_OPTION_TYPE;
export const PERSONNEL_RDD_OPTION_TYPES: RddOptionType[] = ['ACCESS_TYPE', 'EMPLOYMENT_TYPE'];
export const FACILITY_RDD_OPTION_TYPES: RddOptionType[] = ['COMPANY_TYPE'];

/** The three required-document-default lists, as they appear in paths (/tenant-settings/{kind}-rdd) and toasts. */
export const RDD_KINDS = ['personnel', 'facility', 'cmmc'] as const;
export type RddKind = (typeof RDD_KINDS)[number];
export const RDD_KIND_LABEL: Record<RddKind, string> = { personnel: 'Personnel', facility: 'Facility', cmmc: 'CMMC' };
export const RDD_KIND_SCOPE: Record<RddKind, RequiredDocumentScope> = { personnel: 'PERSONNEL', facility: 'FACILITY', cmmc: 'CMMC' };
