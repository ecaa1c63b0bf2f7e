import { kitsRemote } from '@showroom/contracts';
import { defineRemote } from '@showroom/mfe-runtime';

/** mfe-kits: every module of its catalogue entry and the file that implements it (docs/adding-a-module.md). */
export default defineRemote(
  kitsRemote,
  {
    KitGrid: () => import('./exposed/KitGrid'),
  },
  { dev: { module: 'KitGrid', site: 'dealergroup-se' } },
);
