import { useRef, useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Title } from 'shared/ui';
import { Alert, PasswordInput } from 'shared/ui-admin';
import { api, ApiError } from '../api';
import { failureText } from '../failure';
import { strings } from '../strings';
import { NewPasswordFields } from './NewPasswordFields';
import { hasProblems, newPasswordProblems, type NewPasswordProblems } from './passwordRules';
import { useFocusInvalid } from './useFocusInvalid';

type Outcome = { kind: 'none' } | { kind: 'changed' } | { kind: 'failed'; text: string };

/** 'Fjalëkalimi juaj': the signed-in agent changes their own password, the current one first. */
export function OwnPassword() {
  const t = strings.password;
  const form = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems & { current?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  useFocusInvalid(form, attempt);

  const refuse = (found: typeof problems) => {
    setProblems(found);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ kind: 'none' });
    const found = newPasswordProblems(next, repeat);
    if (hasProblems(found)) return refuse(found);
    setBusy(true);
    try {
      await api.changePassword(current, next);
      setProblems({});
      setCurrent('');
      setNext('');
      setRepeat('');
      setOutcome({ kind: 'changed' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.body.error === 'wrong-password') refuse({ current: t.wrongCurrent });
      else if (failure instanceof ApiError && failure.body.error === 'weak-password') refuse({ next: t.tooShort });
      else if (failure instanceof ApiError && failure.status === 429) {
        setOutcome({ kind: 'failed', text: t.throttled(Math.max(1, Math.ceil((Number(failure.body.retryAfterSeconds) || 60) / 60))) });
      } else setOutcome({ kind: 'failed', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form ref={form} onSubmit={submit} noValidate aria-labelledby="own-password-title">
        <Stack>
          <Title order={2} size="h3" id="own-password-title">
            {t.title}
          </Title>
          <PasswordInput
            label={t.current}
            autoComplete="current-password"
            required
            value={current}
            error={problems.current}
            aria-invalid={problems.current !== undefined}
            visibilityToggleButtonProps={{ 'aria-label': t.show }}
            onChange={(event) => setCurrent(event.currentTarget.value)}
          />
          <NewPasswordFields next={next} repeat={repeat} onNext={setNext} onRepeat={setRepeat} problems={problems} />
          {outcome.kind === 'changed' && (
            <Alert color="green" role="status">
              {t.changed}
            </Alert>
          )}
          {outcome.kind === 'failed' && (
            <Alert color="red" role="alert">
              {outcome.text}
            </Alert>
          )}
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
            {t.change}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
