export * from './embed/defineEmbed';
