import { INCIDENT_MESSAGES, INCIDENT_PAGE_MESSAGES, INCIDENT_TYPE, reportName, reportsName } from './incidents';

/** Every word of a text that repeats the word before it ("Report Report", "Report reports"), in any case. */
const doubled = (text: string): string[] => [...text.matchAll(/\b(\w+)\s+\1s?\b/gi)].map((m) => m[0]);

describe('report titles built from a type label', () => {
  it('name a report of each type once: "Foreign Travel Report", "Personal Report"', () => {
    expect(reportName(INCIDENT_TYPE.FOREIGN_TRAVEL)).toBe('Foreign Travel Report');
    expect(reportName(INCIDENT_TYPE.PERSONAL_REPORT)).toBe('Personal Report');
    expect(reportsName(INCIDENT_TYPE.PERSONAL_REPORT)).toBe('Personal Reports');
    expect(reportsName(INCIDENT_TYPE.ADVERSE_ACTION)).toBe('Adverse Action reports');
    expect(INCIDENT_PAGE_MESSAGES.createTitle(INCIDENT_TYPE.PERSONAL_REPORT)).toBe('New Personal Report');
    expect(INCIDENT_PAGE_MESSAGES.detailTitle(INCIDENT_TYPE.SECURITY_VIOLATION)).toBe('Security Violation Report');
  });

  it.each(Object.values(INCIDENT_TYPE))('never double a word for %s', (label) => {
    const texts = [
      INCIDENT_PAGE_MESSAGES.createTitle(label),
      INCIDENT_PAGE_MESSAGES.detailTitle(label),
      INCIDENT_PAGE_MESSAGES.notAllowed(label),
      INCIDENT_PAGE_MESSAGES.draftSaved(label),
      INCIDENT_PAGE_MESSAGES.submitted(label),
      INCIDENT_MESSAGES.typeNotFiledHere(label),
      INCIDENT_MESSAGES.categoryNotUsed(label),
      INCIDENT_MESSAGES.reportHidden(label),
      INCIDENT_MESSAGES.unknownQuestion('Q1', label),
    ];
    expect(texts.flatMap(doubled)).toEqual([]);
  });
});
