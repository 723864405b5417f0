/**
 * The inbox: the contact messages newest first, 20 a page, each with who wrote, how to reach
 * them (call, e-mail, WhatsApp), the listing or page it was sent from (opening the public page),
 * the time, and its state (new, read, answered, spam — and back). The spam folder shows what
 * the honeypot caught. Every visitor's text is shown as text.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from 'shared/format';
import { Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from 'shared/ui';
import { Alert, SegmentedControl } from 'shared/ui-admin';
import { api, type InboxFolder, type InboxMessage, type InboxPage, type MessageState } from '../api';
import { failureText } from '../failure';
import { strings } from '../strings';
import classes from './Inbox.module.css';
import { replyLinks } from './replyLinks';
import { setUnreadCount } from './unreadCount';

const t = strings.inbox;
const STATE_COLORS: Record<MessageState, string> = { new: 'blue', read: 'gray', answered: 'green', spam: 'orange' };

function sourceLabel(message: InboxMessage): string | null {
  const { source } = message;
  if (source.kind === 'listing') return t.listing(source.listingId);
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

function MessageCard({ message, busy, onState }: { message: InboxMessage; busy: boolean; onState: (state: MessageState) => void }) {
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

  const load = useCallback((which: InboxFolder, number: number) => {
    let live = true;
    api
      .messages(which, number)
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

  useEffect(() => load(folder, page), [load, folder, page]);

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
          <Text size="sm" c="dimmed">
            {t.count(data.total)}
            {folder === 'inbox' && data.unread > 0 ? ` · ${t.unreadCount(data.unread)}` : ''}
          </Text>
          {data.messages.length === 0 && <Text c="dimmed">{folder === 'spam' ? t.emptySpam : t.empty}</Text>}
          {data.messages.map((message) => (
            <MessageCard key={message.id} message={message} busy={busyId === message.id} onState={(state) => void changeState(message, state)} />
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
