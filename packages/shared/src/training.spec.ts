import { ANNUAL_TRAINING_MESSAGES } from './messages-training';
import { normaliseTrainingReminders, trainingReminderDays } from './training';

describe('annual training reminders', () => {
  const error = { error: ANNUAL_TRAINING_MESSAGES.remindersRange(1, 10) };

  it('normalises comma, space and semicolon separation to sorted, distinct semicolon-separated days', () => {
    expect(normaliseTrainingReminders('1;5;10')).toEqual({ value: '1;5;10' });
    expect(normaliseTrainingReminders('10, 5 1')).toEqual({ value: '1;5;10' });
    expect(normaliseTrainingReminders(' 3,,3 ; 2 ')).toEqual({ value: '2;3' });
    expect(normaliseTrainingReminders([7, 1])).toEqual({ value: '1;7' });
    expect(normaliseTrainingReminders(['4', 2])).toEqual({ value: '2;4' });
    expect(normaliseTrainingReminders(5)).toEqual({ value: '5' });
  });

  it('gives null for no reminders (the tenant setting applies)', () => {
    expect(normaliseTrainingReminders('')).toEqual({ value: null });
    expect(normaliseTrainingReminders('  ')).toEqual({ value: null });
    expect(normaliseTrainingReminders([])).toEqual({ value: null });
    expect(normaliseTrainingReminders(null)).toEqual({ value: null });
  });

  it('refuses anything but whole days from 1 to 10, naming the field', () => {
    for (const bad of ['0', '11', '1;x', '2.5', '-1', [1.5], [true], { a: 1 }]) expect(normaliseTrainingReminders(bad)).toEqual(error);
    expect(error.error).toMatch(/^Reminders /);
  });

  it('reads stored reminders as day counts', () => {
    expect(trainingReminderDays('1;5;10')).toEqual([1, 5, 10]);
    expect(trainingReminderDays(null)).toEqual([]);
  });
});
