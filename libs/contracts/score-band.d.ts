// `@stacklens/contracts/score-band` for builds that resolve the package's compiled output (src/score-band.ts).
export * from './dist/score-band';
