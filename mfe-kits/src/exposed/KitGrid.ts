import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { KitGridProps } from '@showroom/contracts';
import { KitGrid } from '../kit-grid/KitGrid';
import { loadKitGrid } from '../kit-grid/loadKitGrid';

/** mfe-kits/KitGrid: the kits catalogue page with its basket. */
export default defineRemoteModule<KitGridProps>({ Component: KitGrid, loadData: loadKitGrid });
