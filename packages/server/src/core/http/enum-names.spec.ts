import {
  GENDER,
  PCL_DETERMINATION,
  PERSONNEL_STATUS,
  PERSONNEL_STATUS_VALUES,
  RDD_KIND_LABEL,
  RDD_KINDS,
  USER_LIKE_STATUS,
} from '@clearline/shared';
import { enumNameByValues, enumNameOf, enumValuesOf, schemaNameOf } from './enum-names';

describe('enumeration names', () => {
  it('turns a name in any case into a schema name', () => {
    expect(schemaNameOf('FACILITY_STATES')).toBe('FacilityStates');
    expect(schemaNameOf('titleId')).toBe('TitleId');
    expect(schemaNameOf('personnelRecords_list')).toBe('PersonnelRecordsList');
  });

  it('gives a list and the label map of the same values one name, in the singular', () => {
    expect(enumNameOf(PERSONNEL_STATUS)).toBe('PersonnelStatus');
    expect(enumNameOf(PERSONNEL_STATUS_VALUES)).toBe('PersonnelStatus');
    expect(enumNameOf(RDD_KINDS)).toBe('RddKind');
    expect(enumNameOf(RDD_KIND_LABEL)).toBe('RddKind');
  });

  it('keeps different names for enumerations of the same values and another meaning', () => {
    expect(enumValuesOf(PCL_DETERMINATION)).toEqual(enumValuesOf(USER_LIKE_STATUS));
    expect(enumNameOf(PCL_DETERMINATION)).toBe('PclDetermination');
    expect(enumNameOf(USER_LIKE_STATUS)).toBe('UserLikeStatus');
    // their values alone name neither
    expect(enumNameByValues(enumValuesOf(PCL_DETERMINATION))).toBeUndefined();
  });

  it('names a list by its values only when one enumeration has them, and a copy of an export not by identity', () => {
    expect(enumNameByValues(enumValuesOf(GENDER))).toBe('Gender');
    expect(enumNameByValues(['NOT', 'AN', 'ENUMERATION'])).toBeUndefined();
    expect(enumNameOf([...RDD_KINDS])).toBeUndefined();
  });
});
