import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { KitGridProps } from '@showroom/contracts';
import { KitGrid } from '../kit-grid/KitGrid';

/**
 * mfe-kits/KitGrid: the kits catalogue page with its basket. The browser runs the loader only for a slot the
 * server did not render, so its search code is a chunk of its own there (the server build inlines it).
 */
export default defineRemoteModule<KitGridProps>({
  Component: KitGrid,
  loadData: async (ctx) => (await import('../kit-grid/loadKitGrid')).loadKitGrid(ctx),
});
