/**
 * 'Përdoruesit': who may sign in to the back office, adding one by an invitation they answer
 * themselves (the link by e-mail, or handed on when the server sends no mail), removing one
 * (their sessions end at once), and one's own password.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatDateTime } from 'shared/format';
import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from 'shared/ui';
import { Alert, TextInput } from 'shared/ui-admin';
import { api, ApiError, type AdminInviteAnswer, type AdminUserRow } from '../api';
import { failureText } from '../failure';
import { strings } from '../strings';
import { OwnPassword } from './OwnPassword';
import { useFocusInvalid } from './useFocusInvalid';
import classes from './UsersPage.module.css';

const t = strings.users;

function UserItem({ user, onRemoved }: { user: AdminUserRow; onRemoved: (user: AdminUserRow) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await api.removeUser(user.id);
      onRemoved(user);
    } catch (failure) {
      // Already removed by a colleague: gone from the list all the same.
      if (failure instanceof ApiError && failure.status === 404) onRemoved(user);
      else setFailed(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={classes.user} aria-label={user.email}>
      <div className={classes.who}>
        <Text fw={600} className={classes.email}>
          {user.email}
        </Text>
        {user.name && <Text size="sm">{user.name}</Text>}
        <Group gap={6} mt={4}>
          {user.you && <Badge variant="light">{t.you}</Badge>}
          {user.invited && (
            <Badge variant="light" color="orange" title={t.invitedHint}>
              {t.invited}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {user.lastLoginAt ? t.lastLogin(formatDateTime(user.lastLoginAt)) : t.neverLoggedIn}
          </Text>
        </Group>
        {failed && (
          <Text size="sm" c="red" role="alert" mt={4}>
            {failed}
          </Text>
        )}
      </div>
      {!user.you &&
        (confirming ? (
          <Stack gap={6} className={classes.actions}>
            <Text size="sm">{t.confirmQuestion(user.email)}</Text>
            <Group gap={6}>
              <Button size="sm" color="red" loading={busy} onClick={() => void remove()}>
                {t.confirmRemove}
              </Button>
              <Button size="sm" variant="default" onClick={() => setConfirming(false)}>
                {t.cancel}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button size="sm" variant="default" color="red" className={classes.actions} aria-label={t.remove(user.email)} onClick={() => setConfirming(true)}>
            {t.removeShort}
          </Button>
        ))}
    </li>
  );
}

/** 'Shto përdorues': an e-mail and an optional name; the invitation goes by e-mail or is shown to hand on. */
function AddUser({ onAdded, outcome }: { onAdded: (answer: AdminInviteAnswer) => void; outcome: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusInvalid(form, attempt);

  const refuse = (text: string) => {
    setProblem(text);
    setAttempt((count) => count + 1);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return refuse(t.badEmail);
    setBusy(true);
    try {
      const answer = await api.addUser(email.trim(), name.trim());
      setProblem(null);
      setEmail('');
      setName('');
      onAdded(answer);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) refuse(t.exists);
      else if (failure instanceof ApiError && failure.status === 400) refuse(t.badEmail);
      else setFailed(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form ref={form} onSubmit={submit} noValidate aria-labelledby="add-user-title">
        <Stack>
          <Title order={2} size="h3" id="add-user-title">
            {t.addTitle}
          </Title>
          <TextInput label={t.email} type="email" autoComplete="off" required value={email} error={problem} onChange={(event) => setEmail(event.currentTarget.value)} />
          <TextInput label={t.name} autoComplete="off" maxLength={100} value={name} onChange={(event) => setName(event.currentTarget.value)} />
          {failed && (
            <Alert color="red" role="alert">
              {failed}
            </Alert>
          )}
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
            {t.add}
          </Button>
          {/* Said under the button the agent just pressed, in view on a phone. */}
          {outcome}
        </Stack>
      </form>
    </Paper>
  );
}

/** What adding said: mailed, or the link to hand on with a copy button. */
function Invited({ answer }: { answer: AdminInviteAnswer }) {
  const [copied, setCopied] = useState(false);
  if (answer.mailed || !answer.link) {
    return (
      <Alert color="green" role="status">
        {t.invitedMailed(answer.user.email)}
      </Alert>
    );
  }
  const link = answer.link;
  return (
    <Alert color="yellow" role="status">
      <Text size="sm">{t.invitedLink(answer.user.email)}</Text>
      <Text size="sm" ff="monospace" className={classes.link}>
        {link}
      </Text>
      <Button
        size="xs"
        mt="xs"
        variant="default"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true));
        }}
      >
        {copied ? t.copied : t.copyLink}
      </Button>
    </Alert>
  );
}

export function UsersPage() {
  const [users, setUsers] = useState<AdminUserRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [said, setSaid] = useState<{ kind: 'invited'; answer: AdminInviteAnswer } | { kind: 'removed'; email: string } | null>(null);

  useEffect(() => {
    let live = true;
    api
      .users()
      .then((rows) => live && setUsers(rows))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const added = (answer: AdminInviteAnswer) => {
    setSaid({ kind: 'invited', answer });
    setUsers((rows) => [...(rows ?? []), answer.user].sort((a, b) => a.email.localeCompare(b.email)));
  };
  const removed = (user: AdminUserRow) => {
    setSaid({ kind: 'removed', email: user.email });
    setUsers((rows) => (rows ?? []).filter((row) => row.id !== user.id));
  };

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2" mb={4}>
          {t.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t.intro}
        </Text>
      </div>
      {failed && <Alert color="red">{strings.failed}</Alert>}
      {!users && !failed && (
        <Center mih={120}>
          <Loader aria-label={strings.loading} />
        </Center>
      )}
      {said?.kind === 'removed' && (
        <Alert color="green" role="status">
          {t.removed(said.email)}
        </Alert>
      )}
      {users && (
        <ul className={classes.list} aria-label={t.list}>
          {users.map((user) => (
            <UserItem key={user.id} user={user} onRemoved={removed} />
          ))}
        </ul>
      )}
      <AddUser onAdded={added} outcome={said?.kind === 'invited' && <Invited answer={said.answer} />} />
      <OwnPassword />
    </Stack>
  );
}
