/**
 * Who changed what, and when, newest first: each change with what it changed (field: before →
 * after), for one listing (`?prona=`: its fields, photos and the messages about it) or one
 * user's actions (`?perdoruesi=`), a page at a time. The filters live in the URL, so a listing's
 * 'Historiku' link and Back land where they say.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { formatDateTime } from 'shared/format';
import { Link, useSearchParams } from 'shared/router';
import { Anchor, Button, Center, Group, Loader, Text, Title } from 'shared/ui';
import { Alert, NativeSelect, Table, TextInput } from 'shared/ui-admin';
import { api, type AdminUserRow, type AuditRow } from '../api';
import { strings } from '../strings';
import { LISTING_PARAM, USER_PARAM } from './auditPaths';
import { changeText } from './changeText';
import classes from './AuditLog.module.css';

const t = strings.audit;


function Subject({ row }: { row: AuditRow }) {
  // A sign-in or sign-out is about its own user, already named under 'who' (the store keeps the user's number).
  if (row.action.startsWith('session.')) return null;
  const listing = row.listingId && (
    <Anchor component={Link} to={`/admin/pronat/${encodeURIComponent(row.listingId)}`}>
      {t.listingLink(row.listingId)}
    </Anchor>
  );
  if (row.subjectType === 'listing') return listing || <>{row.subjectId}</>;
  if (row.subjectType === 'message') {
    return (
      <>
        {t.messageLink}
        {listing && <> · {listing}</>}
      </>
    );
  }
  return <>{row.subjectId}</>;
}

/** What the row says besides its field changes: a new listing's title, the photos' files. */
function extraLines(row: AuditRow): string[] {
  const { details } = row;
  if (row.action === 'listing.add' && typeof details.title === 'string') return [details.title];
  if (row.action === 'photo.add' && Array.isArray(details.names) && details.names.length > 0) return [t.photoNames(details.names.map(String))];
  if ((row.action === 'photo.remove' || row.action === 'photo.caption') && typeof details.number === 'number') {
    return [t.photo(details.number, typeof details.name === 'string' ? details.name : null)];
  }
  return [];
}

function What({ row }: { row: AuditRow }) {
  const lines = [...extraLines(row), ...row.changes.map(changeText)];
  return (
    <>
      <Text size="sm" fw={600} component="span">
        {Object.hasOwn(t.actions, row.action) ? t.actions[row.action] : row.action}
      </Text>
      {lines.length > 0 && (
        <ul className={classes.changes}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const listingId = params.get(LISTING_PARAM)?.trim() || undefined;
  const userParam = params.get(USER_PARAM) ?? '';
  const userId = /^[1-9]\d{0,9}$/.test(userParam) ? Number(userParam) : undefined;
  const [users, setUsers] = useState<AdminUserRow[]>([]);

  useEffect(() => {
    let live = true;
    // The filter's names; without them the select still offers 'Të gjithë'.
    api.users().then(
      (list) => live && setUsers(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const setFilter = (name: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t.title}
      </Title>
      <Filters
        // A new filter in the URL (a link, Back, 'Hiq filtrat') starts the typed id from it.
        key={listingId ?? ''}
        listingId={listingId}
        userId={userId}
        users={users}
        onFilter={setFilter}
        onClear={() => setParams(new URLSearchParams())}
      />
      <Entries key={`${listingId ?? ''}|${userId ?? ''}`} listingId={listingId} userId={userId} />
    </>
  );
}

interface FiltersProps {
  listingId: string | undefined;
  userId: number | undefined;
  users: readonly AdminUserRow[];
  onFilter: (name: string, value: string) => void;
  onClear: () => void;
}

function Filters({ listingId, userId, users, onFilter, onClear }: FiltersProps) {
  const [typed, setTyped] = useState(listingId ?? '');
  const applyListing = (event: FormEvent) => {
    event.preventDefault();
    onFilter(LISTING_PARAM, typed.trim());
  };
  return (
    <form onSubmit={applyListing} role="search" aria-label={t.filters} className={classes.filters}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t.listing}
          description={t.listingHint}
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          className={classes.listingField}
        />
        <Button type="submit" variant="default">
          {t.apply}
        </Button>
        <NativeSelect
          label={t.user}
          value={userId === undefined ? '' : String(userId)}
          onChange={(event) => onFilter(USER_PARAM, event.currentTarget.value)}
          data={[{ value: '', label: t.allUsers }, ...users.map((user) => ({ value: String(user.id), label: user.name ? `${user.name} (${user.email})` : user.email }))]}
          className={classes.userField}
        />
        {(listingId !== undefined || userId !== undefined) && (
          <Button variant="subtle" onClick={onClear}>
            {t.clear}
          </Button>
        )}
      </Group>
    </form>
  );
}

/** The log's rows for one filter, the newest page first, older pages on request. */
function Entries({ listingId, userId }: { listingId: string | undefined; userId: number | undefined }) {
  const filtered = listingId !== undefined || userId !== undefined;
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let live = true;
    api.audit({ listingId, userId }).then(
      (page) => {
        if (!live) return;
        setRows(page.entries);
        setNextBefore(page.nextBefore);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [listingId, userId]);

  const showMore = async () => {
    if (nextBefore === null) return;
    setLoadingMore(true);
    try {
      const page = await api.audit({ listingId, userId, before: nextBefore });
      setRows((shown) => [...(shown ?? []), ...page.entries]);
      setNextBefore(page.nextBefore);
    } catch {
      setFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      {failed && <Alert color="red">{strings.failed}</Alert>}
      {!rows && !failed && (
        <Center mih={200}>
          <Loader aria-label={strings.loading} />
        </Center>
      )}
      {rows && rows.length === 0 && <Text c="dimmed">{filtered ? t.emptyFiltered : t.empty}</Text>}
      {rows && rows.length > 0 && (
        // A table on a desk; on a phone each entry a card (the module's CSS), nothing hidden to the side.
        <div className={classes.scroll}>
          <Table striped verticalSpacing="xs" className={classes.table}>
            <Table.Thead className={classes.head}>
              <Table.Tr>
                <Table.Th>{t.at}</Table.Th>
                <Table.Th>{t.who}</Table.Th>
                <Table.Th>{t.what}</Table.Th>
                <Table.Th>{t.subject}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-audit-action={row.action}>
                  <Table.Td className={classes.nowrap}>{formatDateTime(row.at)}</Table.Td>
                  <Table.Td className={classes.end}>{row.userEmail ?? t.system}</Table.Td>
                  <Table.Td className={classes.what}>
                    <What row={row} />
                  </Table.Td>
                  <Table.Td className={classes.subject}>
                    <Subject row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {rows && nextBefore !== null && (
        <Center mt="md">
          <Button variant="default" onClick={showMore} loading={loadingMore}>
            {t.more}
          </Button>
        </Center>
      )}
    </>
  );
}
