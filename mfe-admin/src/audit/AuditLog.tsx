/** Who changed what, and when, newest first. */
import { useEffect, useState } from 'react';
import { formatDateTime } from 'shared/format';
import { Link } from 'shared/router';
import { Anchor, Center, Loader, Text, Title } from 'shared/ui';
import { Alert, Table } from 'shared/ui-admin';
import { api, type AuditRow } from '../api';
import { strings } from '../strings';
import classes from './AuditLog.module.css';

function Subject({ row }: { row: AuditRow }) {
  // A sign-in or sign-out is about its own user, already named under 'who' (the store keeps the user's number).
  if (row.action.startsWith('session.')) return null;
  if (row.subjectType === 'listing') {
    return (
      <Anchor component={Link} to={`/admin/pronat/${encodeURIComponent(row.subjectId)}`}>
        {row.subjectId}
      </Anchor>
    );
  }
  return <>{row.subjectId}</>;
}

export function AuditLog() {
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const t = strings.audit;
  useEffect(() => {
    let live = true;
    api
      .audit()
      .then((entries) => live && setRows(entries))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t.title}
      </Title>
      {failed && <Alert color="red">{strings.failed}</Alert>}
      {!rows && !failed && (
        <Center mih={200}>
          <Loader aria-label={strings.loading} />
        </Center>
      )}
      {rows && rows.length === 0 && <Text c="dimmed">{t.empty}</Text>}
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
                <Table.Tr key={row.id}>
                  <Table.Td className={classes.nowrap}>{formatDateTime(row.at)}</Table.Td>
                  <Table.Td className={classes.end}>{row.userEmail ?? t.system}</Table.Td>
                  <Table.Td>{Object.hasOwn(t.actions, row.action) ? t.actions[row.action] : row.action}</Table.Td>
                  <Table.Td className={classes.end}>
                    <Subject row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </>
  );
}
