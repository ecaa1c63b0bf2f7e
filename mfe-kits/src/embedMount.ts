import { defineEmbed } from '@showroom/mfe-runtime/embed';
import kitGrid from './exposed/KitGrid';

defineEmbed('showroom-kit-grid', 'mfe-kits', kitGrid as never);
