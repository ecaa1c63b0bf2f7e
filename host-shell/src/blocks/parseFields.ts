import type { ContentBlock, z } from '@showroom/contracts';

function summary(error: z.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(fields)'}: ${issue.message}`).join('; ');
}

/** A block's fields checked against its schema; bad fields are logged and give null (the block is skipped). */
export function parseBlockFields<S extends z.ZodMiniType>(schema: S, block: ContentBlock): z.infer<S> | null {
  const result = schema.safeParse(block.fields);
  if (result.success) return result.data;
  console.error(`[blocks] ${block.componentName} ${block.uid} has invalid fields: ${summary(result.error)}`);
  return null;
}

/** The items of a list field that pass their schema; each bad item is logged and left out. */
export function parseItems<S extends z.ZodMiniType>(schema: S, items: readonly unknown[], where: string): z.infer<S>[] {
  return items.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [result.data];
    console.error(`[blocks] ${where} item ${index} is skipped: ${summary(result.error)}`);
    return [];
  });
}
