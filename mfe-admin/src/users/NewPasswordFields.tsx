import { PasswordInput } from 'shared/ui-admin';
import { strings } from '../strings';
import type { NewPasswordProblems } from './passwordRules';

interface NewPasswordFieldsProps {
  next: string;
  repeat: string;
  onNext: (value: string) => void;
  onRepeat: (value: string) => void;
  problems: NewPasswordProblems;
}

/** 'Fjalëkalimi i ri' with its rule, and 'Përsëriteni fjalëkalimin e ri': a new password typed twice. */
export function NewPasswordFields({ next, repeat, onNext, onRepeat, problems }: NewPasswordFieldsProps) {
  const t = strings.password;
  const toggle = { 'aria-label': t.show };
  return (
    <>
      <PasswordInput
        label={t.next}
        description={t.rules}
        autoComplete="new-password"
        required
        value={next}
        error={problems.next}
        aria-invalid={problems.next !== undefined}
        visibilityToggleButtonProps={toggle}
        onChange={(event) => onNext(event.currentTarget.value)}
      />
      <PasswordInput
        label={t.repeat}
        autoComplete="new-password"
        required
        value={repeat}
        error={problems.repeat}
        aria-invalid={problems.repeat !== undefined}
        visibilityToggleButtonProps={toggle}
        onChange={(event) => onRepeat(event.currentTarget.value)}
      />
    </>
  );
}
