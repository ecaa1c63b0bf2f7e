import { fork } from 'node:child_process';
import path from 'node:path';
import type { SqlClient, SqlQueryable, SqlResult } from '../sqlClient';
import type { ChildReply, ParentMessage } from './ipcMessages';

type Outgoing = ParentMessage extends infer M ? (M extends ParentMessage ? Omit<M, 'id'> : never) : never;

/**
 * A SqlClient whose statements run in a child process on the real pgliteClient (in memory): jest's VM
 * cannot load PGlite, and this keeps the store and worker tests on the same code the host runs.
 */
export async function pgliteOverIpc(): Promise<SqlClient> {
  const child = fork(path.join(__dirname, 'pgliteChild.ts'), [], { execArgv: ['--import', 'tsx'], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTx = 1;
  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
    child.once('exit', (code) => {
      for (const pending of waiting.values()) pending.reject(new Error(`PGlite child exited (${code})`));
    });
  });
  child.on('message', (message: ChildReply) => {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if ('error' in message) pending?.reject(new Error(message.error));
    else pending?.resolve(message.result);
  });
  const call = (message: Outgoing) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      child.send({ ...message, id });
    });
  const queryable = (tx?: number): SqlQueryable => ({
    query: async <R extends object>(sql: string, params: readonly unknown[] = []) => (await call({ op: 'query', sql, params: [...params], ...(tx === undefined ? {} : { tx }) })) as SqlResult<R>,
  });
  await ready;
  return {
    dialect: 'pglite',
    description: 'PGlite in memory',
    ...queryable(),
    async transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T> {
      const tx = nextTx++;
      await call({ op: 'begin', tx });
      let result: T;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      await call({ op: 'close' }).catch(() => undefined);
      child.kill();
    },
  };
}
