/** What the tests send to the PGlite child process. */
export type ParentMessage =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** Its answer to one message (id 0: the child is listening). */
export type ChildReply = { id: number; result: unknown } | { id: number; error: string };
