import type { DocumentStatus } from '@clearline/shared';
import { accessTypesOf, missingTitles } from './required-document-defaults';

const doc = (titleId: string, over: Partial<{ required: boolean; fileKey: string | null; documentStatus: DocumentStatus }> = {}) => ({
  titleId,
  required: false,
  fileKey: null as string | null,
  documentStatus: 'MISSING' as DocumentStatus,
  ...over,
});

describe('missing required documents', () => {
  it('requires the defaults and the documents marked required; a current file satisfies a title', () => {
    const r = missingTitles(
      ['SF_312', 'SF_86'],
      [doc('SF_312', { fileKey: 'k', documentStatus: 'CURRENT' }), doc('NDA', { required: true })],
    );
    expect(r.required).toEqual(['NDA', 'SF_312', 'SF_86']);
    expect(r.missing).toEqual(['NDA', 'SF_86']);
  });

  it('a default switched off in the Required Documents step is not required', () => {
    expect(missingTitles(['SF_86'], [doc('SF_86', { required: false })]).missing).toEqual([]);
  });

  it('an expired or inactive file does not satisfy a title', () => {
    expect(missingTitles(['SF_86'], [doc('SF_86', { fileKey: 'k', documentStatus: 'EXPIRED' })]).missing).toEqual(['SF_86']);
  });

  it('matches access types: special systems, KMP and SMO', () => {
    expect(accessTypesOf({ specialSystemAccessList: ['SCI'], kmp: true, kmpType: 'SENIOR_MANAGEMENT_OFFICIAL' })).toEqual([
      'SCI',
      'KMP',
      'SMO',
    ]);
    expect(accessTypesOf({ specialSystemAccessList: [], kmp: false, kmpType: null })).toEqual([]);
  });
});
