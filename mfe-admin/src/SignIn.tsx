import { useState, type FormEvent } from 'react';
import { Button, Container, Paper, Stack, Title } from 'shared/ui';
import { Alert, PasswordInput, TextInput } from 'shared/ui-admin';
import { api, ApiError, type AdminUserInfo } from './api';
import { failureText } from './failure';
import { strings } from './strings';

/** The sign-in form ('E-mail', 'Fjalëkalimi', 'Hyr'). */
export function SignIn({ onSignedIn }: { onSignedIn: (user: AdminUserInfo, csrfToken: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = strings.signIn;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { user, csrfToken } = await api.signIn(email, password);
      onSignedIn(user, csrfToken);
    } catch (failure) {
      setPassword('');
      if (failure instanceof ApiError && failure.status === 429) {
        const seconds = Number(failure.body.retryAfterSeconds) || 60;
        setError(t.throttled(Math.max(1, Math.ceil(seconds / 60))));
      } else if (failure instanceof ApiError && failure.status === 503 && failure.body.error === 'busy') {
        setError(t.busy);
      } else if (failure instanceof ApiError && failure.status === 401) {
        setError(t.wrong);
      } else {
        setError(failureText(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size={420} py={48}>
      <Paper withBorder radius="md" p="xl" component="form" onSubmit={submit} aria-labelledby="admin-sign-in-title">
        <Stack>
          <Title order={1} size="h2" id="admin-sign-in-title">
            {t.title}
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t.email} type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
          <PasswordInput label={t.password} visibilityToggleButtonProps={{ 'aria-label': t.showPassword }} autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
          <Button type="submit" loading={busy} fullWidth>
            {t.submit}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
