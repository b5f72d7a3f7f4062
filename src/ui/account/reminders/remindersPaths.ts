import type { ReminderType } from '../../../domain/reminders';

export const REMINDERS_PATH = '/settings/account/reminders';
export const reminderListPath = (type: ReminderType) => `${REMINDERS_PATH}/${type}`;
export const reminderPath = (type: ReminderType, id: number | 'new') => `${REMINDERS_PATH}/${type}/${id}`;
