import { describe, expect, it } from 'vitest';
import { tenantToday as today } from '../../../lib/dates';
import { formErrors, initialForm, optionLabel, toBody } from './rdd';

describe('required-document default dialog', () => {
  it('pre-fills today on add and the record on edit', () => {
    expect(initialForm('personnel')).toEqual({ optionType: '', option: '', updatedDate: today(), requiredDocuments: [] });
    expect(initialForm('facility').optionType).toBe('COMPANY_TYPE');
    expect(
      initialForm('cmmc', {
        id: '1',
        cmmcLevel: 'LEVEL4_PROACTIVE',
        requiredDocuments: ['CMMC_POAM'],
        requiredDocumentTitles: [],
        updatedDate: '2025-01-02',
      }),
    ).toEqual({ optionType: 'CMMC_LEVEL', option: 'LEVEL4_PROACTIVE', updatedDate: '2025-01-02', requiredDocuments: ['CMMC_POAM'] });
  });

  it('requires the option type and option, or the CMMC level', () => {
    expect(formErrors('personnel', initialForm('personnel'))).toEqual({
      optionType: 'Option Type is required',
      option: 'Option is required',
      requiredDocuments: 'Choose at least one required document',
    });
    expect(formErrors('cmmc', { ...initialForm('cmmc'), requiredDocuments: ['CMMC_POAM'] })).toEqual({ option: 'CMMC Level is required' });
    expect(
      formErrors('facility', { optionType: 'COMPANY_TYPE', option: 'PARTNERSHIP', updatedDate: 'x', requiredDocuments: ['DD_254'] }),
    ).toEqual({
      updatedDate: 'Invalid Date',
    });
  });

  it('sends the spec body per tab', () => {
    const f = {
      optionType: 'CMMC_LEVEL',
      option: 'LEVEL1_BASIC_CYBER_HYGIENE',
      updatedDate: '2025-01-02',
      requiredDocuments: ['CMMC_POAM'],
    };
    expect(toBody('cmmc', f)).toEqual({
      cmmcLevel: 'LEVEL1_BASIC_CYBER_HYGIENE',
      updatedDate: '2025-01-02',
      requiredDocuments: ['CMMC_POAM'],
    });
    expect(toBody('facility', { ...f, optionType: 'COMPANY_TYPE', option: 'PARTNERSHIP' })).toEqual({
      optionType: 'COMPANY_TYPE',
      option: 'PARTNERSHIP',
      updatedDate: '2025-01-02',
      requiredDocuments: ['CMMC_POAM'],
    });
  });

  it('labels options', () => {
    expect(optionLabel('EMPLOYMENT_TYPE', 'W2_EMPLOYEE')).toBe('W-2 Employee');
    expect(optionLabel('CMMC_LEVEL', 'LEVEL4_PROACTIVE')).toBe('Level 4 - Proactive');
    expect(optionLabel('ACCESS_TYPE', 'SAP', [{ value: 'SAP', label: 'Special Access Program' }])).toBe('Special Access Program');
    expect(optionLabel('ACCESS_TYPE', 'ZZ')).toBe('ZZ');
  });
});
