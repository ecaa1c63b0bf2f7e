/** How long "copied" shows after a copy (spec 1 §9: copy tooltip 1000 ms). */
export const COPY_CONFIRM_MS = 1000;
