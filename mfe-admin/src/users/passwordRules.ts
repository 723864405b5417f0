/** What is wrong with a new password typed twice, in the back office's words, or null when it may be sent. */
import { PASSWORD_LENGTH } from 'shared/contracts';
import { strings } from '../strings';

export interface NewPasswordProblems {
  next?: string;
  repeat?: string;
}

export function newPasswordProblems(next: string, repeat: string): NewPasswordProblems {
  if (next.length < PASSWORD_LENGTH.min) return { next: strings.password.tooShort };
  if (next.length > PASSWORD_LENGTH.max) return { next: strings.password.tooLong };
  if (repeat !== next) return { repeat: strings.password.mismatch };
  return {};
}

export const hasProblems = (problems: NewPasswordProblems): boolean => problems.next !== undefined || problems.repeat !== undefined;
