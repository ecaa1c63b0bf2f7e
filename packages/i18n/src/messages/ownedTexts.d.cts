/** Remote package name -> the message files (without .ts) only it uses (ownedTexts.cjs). */
export declare const OWNED_TEXTS: Readonly<Record<string, readonly string[]>>;
