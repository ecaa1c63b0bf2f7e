/** Remote package name -> the message files (without .ts) only it uses (ownedTexts.cjs). */
export declare const OWNED_TEXTS: Readonly<Record<string, readonly string[]>>;
/** Files another remote owns that the host's own code reads too (ownedTexts.cjs). */
export declare const HOST_ALSO_READS: readonly string[];
