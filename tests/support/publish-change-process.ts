// A second server process for live-update tests: opens the database at the URL in
// SCALE_TEST_DATABASE_URL and publishes, in one committed transaction, the changes
// given as JSON in argv[2] ([{ userId, entity, op, id }]), then exits.
import { openDatabase } from '../../src/server/db/connection';
import { type ChangeNotification, publishChange } from '../../src/server/platform/events/publish';

const url = process.env.SCALE_TEST_DATABASE_URL;
if (!url) throw new Error('SCALE_TEST_DATABASE_URL is required');
const changes = JSON.parse(process.argv[2] ?? '[]') as ChangeNotification[];

const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
try {
  await database.db.transaction().execute(async (trx) => {
    for (const { userId, ...event } of changes) await publishChange(trx, userId, event);
  });
  console.log(`published ${changes.length} (pid ${process.pid})`);
} finally {
  await database.close();
}
