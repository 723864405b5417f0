/** Who changed what, and when, newest first. */
import { useEffect, useState } from 'react';
import { formatDateTime } from 'shared/format';
import { Link } from 'shared/router';
import { Anchor, Center, Loader, Text, Title } from 'shared/ui';
import { Alert, Table } from 'shared/ui-admin';
import { api, type AuditRow } from '../api';
import { strings } from '../strings';

function Subject({ row }: { row: AuditRow }) {
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
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
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
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</Table.Td>
                  <Table.Td>{row.userEmail ?? t.system}</Table.Td>
                  <Table.Td>{Object.hasOwn(t.actions, row.action) ? t.actions[row.action] : row.action}</Table.Td>
                  <Table.Td>
                    <Subject row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
