/**
 * 'Njoftimet': the visitors' alerts of new listings, as the agency may see them: each saved
 * search with how many confirmed alerts follow it and how many wait for their confirmation (no
 * address, ever), and the removal of one visitor's alerts on their request, by the address the
 * agent types (audited without it).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from 'shared/ui';
import { Alert, TextInput } from 'shared/ui-admin';
import { api, ApiError, type AdminAlertSearch } from '../api';
import { failureText } from '../failure';
import { FEEDBACK_ROOM, showFeedback } from '../feedback';
import { strings } from '../strings';
import { useFocusInvalid } from '../users/useFocusInvalid';
import { searchHref, searchLabel } from './alertsModel';
import classes from './AlertsPage.module.css';

const t = strings.alerts;
const PLAIN_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function SearchItem({ item }: { item: AdminAlertSearch }) {
  const label = searchLabel(item.search);
  return (
    <li className={classes.search}>
      <div className={classes.label}>
        <Text fw={600}>{label}</Text>
        <Anchor href={searchHref(item.search)} target="_blank" rel="noopener" size="sm" aria-label={t.openLabel(label)}>
          {t.open}
        </Anchor>
      </div>
      <div className={classes.counts}>
        <Text size="sm">{t.confirmed(item.confirmed)}</Text>
        {item.pending > 0 && (
          <Text size="xs" c="dimmed">
            {t.pending(item.pending)}
          </Text>
        )}
      </div>
    </li>
  );
}

/** The address typed, a question, then the removal; the answer as a notification where the thumb is. */
function RemoveAddress({ onRemoved }: { onRemoved: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusInvalid(form, attempt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!PLAIN_ADDRESS.test(address)) {
      setProblem(t.badEmail);
      setAttempt((count) => count + 1);
      return;
    }
    setProblem(null);
    setAsking(address);
  };
  const remove = async (address: string) => {
    setBusy(true);
    try {
      const removed = await api.removeAlertAddress(address);
      showFeedback('alerts', 'success', removed > 0 ? t.removed(removed) : t.none);
      setEmail('');
      setAsking(null);
      onRemoved();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        setAsking(null);
        setProblem(t.badEmail);
        setAttempt((count) => count + 1);
      } else showFeedback('alerts', 'error', failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form ref={form} onSubmit={submit} noValidate aria-labelledby="remove-alerts-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="remove-alerts-title">
            {t.removeTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.removeIntro}
          </Text>
          <TextInput
            label={t.email}
            type="email"
            autoComplete="off"
            required
            value={email}
            error={problem}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setAsking(null);
            }}
          />
          {asking === null ? (
            <Button type="submit" variant="default" color="red" style={{ alignSelf: 'flex-start' }}>
              {t.remove}
            </Button>
          ) : (
            <Stack gap={6}>
              <Text size="sm" role="status">
                {t.confirmQuestion(asking)}
              </Text>
              <Group gap={6}>
                <Button color="red" loading={busy} onClick={() => void remove(asking)}>
                  {t.confirmRemove}
                </Button>
                <Button variant="default" onClick={() => setAsking(null)}>
                  {t.cancel}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

export function AlertsPage() {
  const [searches, setSearches] = useState<AdminAlertSearch[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    let live = true;
    api
      .alerts()
      .then((rows) => {
        if (!live) return;
        setSearches(rows);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  useEffect(load, [load]);

  return (
    <Stack gap="lg" maw={720} pb={FEEDBACK_ROOM}>
      <div>
        <Title order={1} size="h2" mb={4}>
          {t.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t.intro}
        </Text>
      </div>
      {failed && <Alert color="red">{strings.failed}</Alert>}
      {!searches && !failed && (
        <Center mih={120}>
          <Loader aria-label={strings.loading} />
        </Center>
      )}
      {searches && searches.length === 0 && <Text size="sm">{t.empty}</Text>}
      {searches && searches.length > 0 && (
        <ul className={classes.list} aria-label={t.list}>
          {searches.map((item) => (
            <SearchItem key={item.search} item={item} />
          ))}
        </ul>
      )}
      <RemoveAddress onRemoved={() => void load()} />
    </Stack>
  );
}
