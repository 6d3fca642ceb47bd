// The part of nprogress 0.2 the navigation progress bar uses (the package ships no types).
declare module 'nprogress' {
  const NProgress: {
    configure(options: { minimum?: number; trickleSpeed?: number; showSpinner?: boolean }): void;
    start(): void;
    done(): void;
  };
  export default NProgress;
}
