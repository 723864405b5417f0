/**
 * The page a one-time link opens (ADMIN_PASSWORD_LINK_PATH, the token in the fragment): an
 * invited user's first password, or a new one after 'Keni harruar fjalëkalimin?'. Shown whether
 * or not this browser is signed in; after saving, the agent signs in with the new password.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Center, Container, Loader, Paper, Stack, Text, Title } from 'shared/ui';
import { Alert } from 'shared/ui-admin';
import { api, ApiError } from '../api';
import { failureText } from '../failure';
import { strings } from '../strings';
import { NewPasswordFields } from './NewPasswordFields';
import { hasProblems, newPasswordProblems, type NewPasswordProblems } from './passwordRules';
import { useFocusInvalid } from './useFocusInvalid';

type LinkState = { kind: 'checking' } | { kind: 'closed' } | { kind: 'open'; email: string } | { kind: 'failed' };

const t = strings.reset;

/** The link's token, from the page's fragment. */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, ''));

export function PasswordLinkPage({ onSaved, onAskAgain }: { onSaved: (email: string) => void; onAskAgain: () => void }) {
  const [token] = useState(() => tokenOf(window.location.hash));
  // No token at all: nothing to ask the server.
  const [link, setLink] = useState<LinkState>(() => (token ? { kind: 'checking' } : { kind: 'closed' }));
  const form = useRef<HTMLFormElement>(null);
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusInvalid(form, attempt);

  useEffect(() => {
    if (!token) return;
    let live = true;
    api.checkPasswordLink(token).then(
      (answer) => live && setLink({ kind: 'open', email: answer.email }),
      (failure: unknown) => live && setLink(failure instanceof ApiError && failure.status === 404 ? { kind: 'closed' } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const found = newPasswordProblems(next, repeat);
    if (hasProblems(found)) {
      setProblems(found);
      setAttempt((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      const { email } = await api.usePasswordLink(token, next);
      onSaved(email);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) setLink({ kind: 'closed' });
      else setFailed(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size={420} py={48}>
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1} size="h2">
            {t.linkTitle}
          </Title>
          {link.kind === 'checking' && (
            <Center>
              <Loader aria-label={t.checking} />
            </Center>
          )}
          {link.kind === 'failed' && (
            <Alert color="red" role="alert">
              {strings.failed}
            </Alert>
          )}
          {link.kind === 'closed' && (
            <>
              <Alert color="orange" role="alert">
                {t.closed}
              </Alert>
              <Button variant="default" onClick={onAskAgain}>
                {t.askAgain}
              </Button>
            </>
          )}
          {link.kind === 'open' && (
            <form ref={form} onSubmit={submit} noValidate>
              <Stack>
                <Text fw={600}>{t.linkFor(link.email)}</Text>
                {/* The address as the password manager's user name for what is saved. */}
                <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
                <NewPasswordFields next={next} repeat={repeat} onNext={setNext} onRepeat={setRepeat} problems={problems} />
                {failed && (
                  <Alert color="red" role="alert">
                    {failed}
                  </Alert>
                )}
                <Button type="submit" loading={busy} fullWidth>
                  {t.save}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
