import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, Title } from 'shared/ui';
import { Alert, TextInput } from 'shared/ui-admin';
import { api, ApiError } from '../api';
import { failureText } from '../failure';
import { strings } from '../strings';

const t = strings.reset;

/**
 * 'Keni harruar fjalëkalimin?': the address, then a reset link by e-mail. The answer is the same
 * whether or not the address is a user's (the server says nothing else either).
 */
export function ResetRequest({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [outcome, setOutcome] = useState<{ kind: 'sent' } | { kind: 'failed'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      await api.requestReset(email.trim());
      setOutcome({ kind: 'sent' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        setOutcome({ kind: 'failed', text: t.throttled(Math.max(1, Math.ceil((Number(failure.body.retryAfterSeconds) || 60) / 60))) });
      } else if (failure instanceof ApiError && failure.body.error === 'mail-off') setOutcome({ kind: 'failed', text: t.mailOff });
      else setOutcome({ kind: 'failed', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="admin-reset-title">
      <Stack>
        <Title order={1} size="h2" id="admin-reset-title">
          {t.title}
        </Title>
        <Text size="sm">{t.intro}</Text>
        <TextInput label={strings.signIn.email} type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        {outcome?.kind === 'sent' && (
          <Alert color="green" role="status">
            {t.sent}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert color="red" role="alert">
            {outcome.text}
          </Alert>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {t.send}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {t.back}
        </Button>
      </Stack>
    </form>
  );
}
