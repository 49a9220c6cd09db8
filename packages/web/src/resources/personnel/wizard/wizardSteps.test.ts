import { describe, expect, it } from 'vitest';
import { LAST_STEP, WIZARD_ACTION_LABEL, WIZARD_STEPS, savesSection, wizardActions, wizardOutcome } from './wizardSteps';

const labels = (step: number, exists: boolean) => wizardActions(step, exists).map((a) => WIZARD_ACTION_LABEL[a]);

describe('personnel add wizard', () => {
  it('has the six steps of the spec in order', () => {
    expect(WIZARD_STEPS).toEqual(['Biographic Info', 'Contact Info', 'Employment', 'Physical', 'Automobile', 'Required Documents']);
    expect(LAST_STEP).toBe(5);
  });

  it('step 1 reads Create until the record exists, then Update and Go To View List', () => {
    expect(labels(0, false)).toEqual(['Cancel', 'Create']);
    expect(labels(0, true)).toEqual(['Cancel', 'Update and Go To View List']);
  });

  it('steps 2 to 5 offer Previous, Save and Close, Save and Continue and Cancel', () => {
    for (const step of [1, 2, 3, 4]) expect(labels(step, true)).toEqual(['Cancel', 'Previous', 'Save and Close', 'Save and Continue']);
  });

  it('the last step offers Finish and Cancel', () => {
    expect(labels(5, true)).toEqual(['Cancel', 'Finish']);
  });

  it('every action but Previous and Cancel saves its section', () => {
    expect(savesSection('previous')).toBe(false);
    expect(savesSection('cancel')).toBe(false);
    for (const a of ['create', 'updateAndGoToList', 'saveAndClose', 'saveAndContinue', 'finish'] as const)
      expect(savesSection(a)).toBe(true);
  });

  it('leads to the dialogs, the next step or the list', () => {
    expect(wizardOutcome('create', 0)).toEqual({ kind: 'dialog', dialog: 'created' });
    expect(wizardOutcome('finish', 5)).toEqual({ kind: 'dialog', dialog: 'finished' });
    expect(wizardOutcome('saveAndContinue', 2)).toEqual({ kind: 'step', step: 3 });
    expect(wizardOutcome('previous', 1)).toEqual({ kind: 'step', step: 0 });
    expect(wizardOutcome('saveAndClose', 3)).toEqual({ kind: 'list' });
    expect(wizardOutcome('updateAndGoToList', 0)).toEqual({ kind: 'list' });
    expect(wizardOutcome('cancel', 4)).toEqual({ kind: 'list' });
  });
});
