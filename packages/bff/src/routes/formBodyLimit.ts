/**
 * A form's body may be up to 2 MB, past the server's 64 kB: a value a visitor pasted too much into (a 1 MB message)
 * is refused by name (400 "values.other: ..."), so the form can point at the field; only beyond this is it a 413.
 */
export const FORM_BODY_LIMIT = 2 * 1024 * 1024;
