/** Values for `{name}` placeholders. Numbers are inserted as plain digits: format them first if they need grouping. */
export type MessageVars = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown placeholder is left as written so the gap shows instead of vanishing. */
export function interpolate(template: string, vars: MessageVars = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}
