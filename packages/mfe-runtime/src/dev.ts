export * from './dev/mountDev';
