// csso's self-contained ESM build: its package entry reads ../package.json through createRequire,
// which no bundle (the server's workers, dist/) can follow.
declare module 'csso/dist/csso.esm' {
  export * from 'csso';
}
