// Run by store.test.ts in a child process (PGlite cannot load inside jest's VM): sends one
// submission three times in a row, another twice at once and a third once, then prints the
// ids each call answered and what the store lists.
import { openDatabase } from '../storage/database';
import { SubmissionStore } from './store';

const lead = (formSubmissionId: string, name: string) => ({ formName: 'carstore-seCarDetailForm', formSubmissionId, values: { name, quote: true } });

async function main(): Promise<void> {
  const store = await SubmissionStore.create(await openDatabase(undefined));
  const retried = lead('0b9d7c34-3f2e-4a55-8f0e-9a1b2c3d4e5f', 'Anna');
  const sequential = [];
  for (const minute of [0, 1, 2]) sequential.push(await store.add(retried, new Date(Date.UTC(2026, 2, 1, 9, minute))));
  const raced = lead('1c8e6d45-4a3f-4b66-9f1f-0b2c3d4e5f60', 'Bo');
  const concurrent = await Promise.all([store.add(raced, new Date(Date.UTC(2026, 2, 1, 9, 3))), store.add(raced, new Date(Date.UTC(2026, 2, 1, 9, 4)))]);
  const other = await store.add(lead('2d9f7e56-5b4a-4c77-8a2a-1c3d4e5f6071', 'Cia'), new Date(Date.UTC(2026, 2, 1, 9, 5)));
  const listed = (await store.list()).map((s) => [s.id, s.values.name, s.receivedAt]);
  const receivedCounts = (await store.list()).map((s) => s.receivedCount);
  console.log(JSON.stringify({ sequential, concurrent, other, listed, receivedCounts }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
