import { useState, type FormEvent } from 'react';
import { Button, Container, Paper, Stack, Title } from 'shared/ui';
import { Alert, PasswordInput, TextInput } from 'shared/ui-admin';
import { api, ApiError, type AdminUserInfo } from './api';
import { failureText } from './failure';
import { strings } from './strings';
import { ResetRequest } from './users/ResetRequest';

interface SignInProps {
  onSignedIn: (user: AdminUserInfo, csrfToken: string) => void;
  /** Said above the form: a password just set through a link. */
  notice?: string | undefined;
  initialEmail?: string | undefined;
  /** Opens on the forgotten password's form (a link that no longer opens led here). */
  startWithReset?: boolean | undefined;
}

/** The sign-in form ('E-mail', 'Fjalëkalimi', 'Hyr'), and 'Keni harruar fjalëkalimin?'. */
export function SignIn({ onSignedIn, notice, initialEmail = '', startWithReset = false }: SignInProps) {
  const [resetting, setResetting] = useState(startWithReset);
  const [email, setEmail] = useState(initialEmail);
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

  if (resetting) {
    return (
      <Container size={420} py={48}>
        <Paper withBorder radius="md" p="xl">
          <ResetRequest initialEmail={email} onBack={() => setResetting(false)} />
        </Paper>
      </Container>
    );
  }

  return (
    <Container size={420} py={48}>
      <Paper withBorder radius="md" p="xl" component="form" onSubmit={submit} aria-labelledby="admin-sign-in-title">
        <Stack>
          <Title order={1} size="h2" id="admin-sign-in-title">
            {t.title}
          </Title>
          {notice && !error && (
            <Alert color="green" role="status">
              {notice}
            </Alert>
          )}
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
          <Button variant="subtle" onClick={() => setResetting(true)}>
            {strings.reset.forgot}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
