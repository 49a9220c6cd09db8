import { PERSONNEL_WIZARD } from '@clearline/shared/messages-people';

/** The six steps of the add wizard, in order (spec 02 §2). */
export const WIZARD_STEPS = PERSONNEL_WIZARD.steps;
export const LAST_STEP = WIZARD_STEPS.length - 1;

export type WizardAction = 'cancel' | 'create' | 'updateAndGoToList' | 'previous' | 'saveAndClose' | 'saveAndContinue' | 'finish';

export const WIZARD_ACTION_LABEL: Record<WizardAction, string> = {
  cancel: PERSONNEL_WIZARD.cancel,
  create: PERSONNEL_WIZARD.create,
  updateAndGoToList: PERSONNEL_WIZARD.updateAndGoToList,
  previous: PERSONNEL_WIZARD.previous,
  saveAndClose: PERSONNEL_WIZARD.saveAndClose,
  saveAndContinue: PERSONNEL_WIZARD.saveAndContinue,
  finish: PERSONNEL_WIZARD.finish,
};

/**
 * The buttons of a step, left to right: step 1 reads Create until the record exists, then Update and
 * Go To View List; steps 2–5 offer Previous, Save and Close and Save and Continue; the last step
 * Finish; Cancel everywhere.
 */
export function wizardActions(step: number, exists: boolean): WizardAction[] {
  if (step <= 0) return ['cancel', exists ? 'updateAndGoToList' : 'create'];
  if (step >= LAST_STEP) return ['cancel', 'finish'];
  return ['cancel', 'previous', 'saveAndClose', 'saveAndContinue'];
}

/** Actions that save the step's section first (Previous and Cancel do not). */
export const savesSection = (action: WizardAction): boolean => action !== 'cancel' && action !== 'previous';

/** Where an action leads once its save succeeded. */
export type WizardOutcome = { kind: 'dialog'; dialog: 'created' | 'finished' } | { kind: 'step'; step: number } | { kind: 'list' };

export function wizardOutcome(action: WizardAction, step: number): WizardOutcome {
  switch (action) {
    case 'create':
      return { kind: 'dialog', dialog: 'created' };
    case 'finish':
      return { kind: 'dialog', dialog: 'finished' };
    case 'saveAndContinue':
      return { kind: 'step', step: Math.min(step + 1, LAST_STEP) };
    case 'previous':
      return { kind: 'step', step: Math.max(step - 1, 0) };
    case 'updateAndGoToList':
    case 'saveAndClose':
    case 'cancel':
      return { kind: 'list' };
  }
}
