// Imported first by a remote's generated embed entry, before its first shared module is taken: the embed's build
// takes the page's share scope as its own, so two embeds on a partner's page (of one remote or two) agree on one
// copy of React, emotion and the bus. It imports nothing shared itself.
import { pageShareScope } from '../browser/shareScope';

pageShareScope();
