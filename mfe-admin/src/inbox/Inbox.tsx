/**
 * The inbox: the contact messages newest first, 20 a page, each with who wrote, how to reach
 * them (call, e-mail, WhatsApp), the listing or page it was sent from (opening the public page),
 * the time, and its state (new, read, answered, spam — and back), the agency's note and the
 * agent it is assigned to (MessageWork.tsx). A folder can be searched. The spam folder shows
 * what the honeypot caught. Every visitor's text is shown as text.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatDateTime } from 'shared/format';
import { Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from 'shared/ui';
import { Alert, SegmentedControl, TextInput } from 'shared/ui-admin';
import { api, type AdminAssignee, type InboxFolder, type InboxMessage, type InboxPage, type MessageState } from '../api';
import { failureText } from '../failure';
import { strings } from '../strings';
import classes from './Inbox.module.css';
import { MessageWork } from './MessageWork';
import { replyLinks } from './replyLinks';
import { setUnreadCount } from './unreadCount';

const t = strings.inbox;
const STATE_COLORS: Record<MessageState, string> = { new: 'blue', read: 'gray', answered: 'green', spam: 'orange' };

function sourceLabel(message: InboxMessage): string | null {
  const { source } = message;
  if (source.kind === 'listing') return message.listingTitle ? t.listingTitled(source.listingId, message.listingTitle) : t.listing(source.listingId);
  if (source.kind === 'page') return source.path;
  if (source.kind === 'text') return source.text;
  return null;
}

function Source({ message }: { message: InboxMessage }) {
  const { source } = message;
  const label = sourceLabel(message);
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {t.page}:{' '}
      </Text>
      {source.kind === 'listing' || source.kind === 'page' ? (
        // The public page, in a new tab: the inbox stays where it was.
        <Anchor href={source.path} target="_blank" rel="noopener">
          {label}
        </Anchor>
      ) : (
        (label ?? t.noPage)
      )}
    </Text>
  );
}

function ReplyLinks({ message }: { message: InboxMessage }) {
  const label = sourceLabel(message);
  const links = replyLinks(message, label ? t.replySubject(label) : t.replySubjectPlain);
  return (
    <Group gap="xs" className={classes.replies}>
      {links.tel && (
        <Button component="a" href={links.tel} variant="light" size="xs">
          {t.call}
        </Button>
      )}
      {links.mailto && (
        <Button component="a" href={links.mailto} variant="light" size="xs">
          {t.write}
        </Button>
      )}
      {links.whatsapp && (
        <Button component="a" href={links.whatsapp} target="_blank" rel="noopener noreferrer" variant="light" color="green" size="xs">
          {t.whatsapp}
        </Button>
      )}
    </Group>
  );
}

/** The state changes a message offers in its folder. */
function stateActions(message: InboxMessage): { state: MessageState; label: string }[] {
  if (message.state === 'spam') return [{ state: 'read', label: t.notSpam }];
  return [
    message.state === 'new' ? { state: 'read', label: t.markRead } : { state: 'new', label: t.markUnread },
    ...(message.state === 'answered' ? [] : [{ state: 'answered' as const, label: t.markAnswered }]),
    { state: 'spam', label: t.markSpam },
  ];
}

function MessageCard({
  message,
  busy,
  users,
  onState,
  onChanged,
}: {
  message: InboxMessage;
  busy: boolean;
  users: readonly AdminAssignee[];
  onState: (state: MessageState) => void;
  onChanged: (message: InboxMessage) => void;
}) {
  const titleId = `message-${message.id}-from`;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId} className={classes.card} data-state={message.state}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div className={classes.who}>
            <Title order={2} size="h5" id={titleId} className={classes.name}>
              {message.name}
            </Title>
            <Text size="xs" c="dimmed">
              <time dateTime={message.receivedAt}>{formatDateTime(message.receivedAt)}</time>
            </Text>
          </div>
          <Badge color={STATE_COLORS[message.state]} variant={message.state === 'new' ? 'filled' : 'light'} className={classes.state}>
            {t.states[message.state]}
          </Badge>
        </Group>
        <Text className={classes.text}>{message.message}</Text>
        <Source message={message} />
        <dl className={classes.contact}>
          <dt>{t.phone}</dt>
          <dd>{message.phone || '—'}</dd>
          <dt>{t.email}</dt>
          <dd>{message.email || '—'}</dd>
        </dl>
        <ReplyLinks message={message} />
        <Group gap="xs" role="group" aria-label={t.actions(message.name)}>
          {stateActions(message).map((action) => (
            <Button key={action.state} variant={action.state === 'spam' ? 'subtle' : 'default'} color={action.state === 'spam' ? 'orange' : undefined} size="xs" disabled={busy} onClick={() => onState(action.state)}>
              {action.label}
            </Button>
          ))}
        </Group>
        <MessageWork message={message} users={users} onChanged={onChanged} />
      </Stack>
    </Paper>
  );
}

export function Inbox() {
  const [folder, setFolder] = useState<InboxFolder>('inbox');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<InboxPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [users, setUsers] = useState<AdminAssignee[]>([]);

  useEffect(() => {
    let live = true;
    api
      .users()
      .then((list) => live && setUsers(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const load = useCallback((which: InboxFolder, number: number, search: string) => {
    let live = true;
    api
      .messages(which, number, search)
      .then((answer) => {
        if (!live) return;
        setData(answer);
        setFailed(false);
        setUnreadCount(answer.unread);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => load(folder, page, query), [load, folder, page, query]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
    setPage(1);
  };

  const replaced = (changed: InboxMessage) =>
    setData((current) => current && { ...current, messages: current.messages.map((item) => (item.id === changed.id ? changed : item)) });

  const changeState = async (message: InboxMessage, state: MessageState) => {
    setBusyId(message.id);
    setNotice('');
    try {
      const answer = await api.setMessageState(message.id, state);
      setUnreadCount(answer.unread);
      setNotice(message.state === 'spam' ? t.notSpamDone : t.changed[state as keyof typeof t.changed]);
      setData((current) => {
        if (!current) return current;
        const changed = answer.message;
        // Into or out of the spam folder: it leaves this list.
        const leaves = (state === 'spam') !== (folder === 'spam');
        const messages = leaves || !changed ? current.messages.filter((item) => item.id !== message.id) : current.messages.map((item) => (item.id === message.id ? changed : item));
        return { ...current, unread: answer.unread, total: leaves ? current.total - 1 : current.total, messages };
      });
    } catch (error) {
      setNotice(failureText(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <SegmentedControl
          aria-label={t.folders}
          value={folder}
          onChange={(value) => {
            setFolder(value as InboxFolder);
            setPage(1);
            setData(null);
            setNotice('');
          }}
          data={[
            { value: 'inbox', label: t.inbox },
            { value: 'spam', label: t.spam },
          ]}
        />
      </Group>
      {folder === 'spam' && (
        <Text size="sm" c="dimmed">
          {t.spamHint}
        </Text>
      )}
      <form onSubmit={search} role="search" aria-label={t.search}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label={t.search} placeholder={t.searchPlaceholder} type="search" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} style={{ flex: 1 }} maw={420} />
          <Button type="submit" variant="default">
            {t.searchButton}
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {notice && (
          <Alert color={notice === strings.failed || notice === strings.storeUnavailable ? 'red' : 'green'} py="xs">
            {notice}
          </Alert>
        )}
      </div>
      {failed && <Alert color="red">{strings.failed}</Alert>}
      {!data && !failed && (
        <Center mih={200}>
          <Loader aria-label={strings.loading} />
        </Center>
      )}
      {data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {query ? t.found(data.total, query) : t.count(data.total)}
            {folder === 'inbox' && data.unread > 0 ? ` · ${t.unreadCount(data.unread)}` : ''}
          </Text>
          {data.messages.length === 0 && <Text c="dimmed">{folder === 'spam' ? t.emptySpam : t.empty}</Text>}
          {data.messages.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              busy={busyId === message.id}
              users={users}
              onState={(state) => void changeState(message, state)}
              onChanged={replaced}
            />
          ))}
          {data.pages > 1 && (
            <Group justify="center" gap="sm">
              <Button variant="default" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t.previous}
              </Button>
              <Text size="sm">{t.pageOf(data.page, data.pages)}</Text>
              <Button variant="default" size="sm" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
                {t.next}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
