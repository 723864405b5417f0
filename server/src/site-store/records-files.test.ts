/** What a start removes of the records files left in DATA_DIR. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECORDS_FILE_PREFIX, RECORDS_HOST } from '../projection/records-file';
import { tempDir } from '../test-app';
import { removeOrphanRecords } from './records-files';

/** Above Linux's largest process id: no process has it. */
const GONE_PID = 4_194_305;

describe('a start collecting records files', () => {
  it("removes this host's files of servers no longer running, and leaves other hosts', running servers' and kept ones", async () => {
    const dir = tempDir('records-files-');
    const name = (host: string, pid: number, random: string) => `${RECORDS_FILE_PREFIX}${host}.${pid}.${random}.json`;
    const files = {
      deadHere: name(RECORDS_HOST, GONE_PID, 'aa'),
      deadElsewhere: name('0123456789ab' === RECORDS_HOST ? 'ba9876543210' : '0123456789ab', GONE_PID, 'bb'),
      mine: name(RECORDS_HOST, process.pid, 'cc'),
      kept: name(RECORDS_HOST, GONE_PID, 'dd'),
      other: 'listings.json',
    };
    for (const file of Object.values(files)) fs.writeFileSync(path.join(dir, file), '{}');
    await removeOrphanRecords([dir], [path.join(dir, files.kept)]);
    expect(fs.readdirSync(dir).sort()).toEqual([files.deadElsewhere, files.mine, files.kept, files.other].sort());
  });
});
