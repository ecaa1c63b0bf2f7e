import type { Language } from '@showroom/sites';
import { MESSAGE_FILES, type Messages } from './dictionary';
import { HOST_ALSO_READS, OWNED_TEXTS } from './ownedTexts.cjs';

// A host page carried every built-in text of its language, 34.6 kB of each page's HTML in Swedish, though a page
// runs the host and one or two remotes (issue 14). Only a remote's own code reads the files it owns
// (ownedTexts.test.ts), and a host page mounts only the remotes its state names, so the rest can stay out.
const HOST = 'host-shell';

/** The message files a host page whose remotes are `remotes` does not need: those owned by a remote not on it. */
export function filesLeftOut(remotes: readonly string[]): Set<string> {
  const onPage = new Set(remotes);
  const leftOut = new Set<string>();
  for (const [owner, files] of Object.entries(OWNED_TEXTS)) {
    if (owner === HOST || onPage.has(owner)) continue;
    for (const file of files) if (!HOST_ALSO_READS.includes(file)) leftOut.add(file);
  }
  return leftOut;
}

/** The built-in texts of a language that a host page with these remotes reads: the shared ones, the host's and each remote's own. */
export function textsForPage(language: Language, remotes: readonly string[]): Partial<Messages> {
  const leftOut = filesLeftOut(remotes);
  const texts: Record<string, unknown> = {};
  for (const [file, translations] of Object.entries(MESSAGE_FILES)) {
    if (!leftOut.has(file)) Object.assign(texts, translations[language]);
  }
  return texts as Partial<Messages>;
}
