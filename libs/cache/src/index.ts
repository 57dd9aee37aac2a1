export * from './tagged-cache';
