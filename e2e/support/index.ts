// The specs' one import for their shared means. The product's rules (storage keys, language paths, UI strings)
// are imported from lib/ where a spec needs them, so a spec states each rule as the product does.
export * from './hydrated';
export * from './reader';
export * from './choices';
export * from './responses';
export * from './not-found';
