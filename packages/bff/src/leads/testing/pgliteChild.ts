// Run by pgliteOverIpc.ts in a child process: PGlite cannot load inside jest's VM (it imports node:module
// dynamically), so the tests' PGlite lives here, behind the real pgliteClient, and answers over IPC.
import { PGLITE_MEMORY, pgliteClient } from '../pgliteClient';
import type { SqlQueryable } from '../sqlClient';
import type { ChildReply, ParentMessage } from './ipcMessages';

interface OpenTransaction {
  tx: SqlQueryable;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

const client = pgliteClient(PGLITE_MEMORY);
const transactions = new Map<number, OpenTransaction>();
const reply = (message: ChildReply) => process.send?.(message);

async function handle(message: ParentMessage): Promise<unknown> {
  const db = await client;
  switch (message.op) {
    case 'query': {
      const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
      if (!target) throw new Error(`no open transaction ${message.tx}`);
      return target.query(message.sql, message.params);
    }
    case 'begin': {
      let started: () => void = () => undefined;
      const begun = new Promise<void>((resolve) => (started = resolve));
      const done = db.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(message.tx, { tx, done, finish: (commit) => (commit ? resolve() : reject(new Error('rolled back'))) });
            started();
          }),
      );
      done.catch(() => undefined);
      await begun;
      return null;
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`no open transaction ${message.tx}`);
      transactions.delete(message.tx);
      open.finish(message.commit);
      await open.done.catch(() => undefined);
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

process.on('message', (message: ParentMessage) => {
  handle(message).then(
    (result) => {
      reply({ id: message.id, result });
      if (message.op === 'close') process.disconnect();
    },
    (error: unknown) => reply({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
reply({ id: 0, result: 'ready' });
