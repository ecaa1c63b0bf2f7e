export * from './embed/defineEmbed';
export * from './embed/withHostData';
