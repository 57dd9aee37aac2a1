/** Known vulnerabilities of detected versions (issue 20): snapshot, sources, matching and refresh. */
export * from './types';
export { compareInScheme, compareVendor } from './scheme';
export { advisoryAffects, detectedVersion, inRange, vulnerabilitiesOf, vulnerabilitySummary } from './match';
export type { VersionedDetection } from './match';
export * from './sources';
export * from './snapshot';
export * from './refresh';
export * from './release-notes';
export * from './credits';
export * from './rubysec';
export * from './cve';
export * from './osv-api';
