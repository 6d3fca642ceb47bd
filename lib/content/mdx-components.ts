/** The components MDX pages may use. components/mdx registers exactly these; any other capitalised tag fails the build. */
export const MDX_COMPONENTS = ['Callout', 'Tabs', 'Tab', 'PackageManagerTabs', 'Badge', 'Steps', 'Step', 'Card', 'LinkCard', 'CardGrid', 'FileTree', 'Include', 'ConfigMeta', 'Diagram', 'Screenshot', 'BuildOutput', 'BenchmarkChart', 'BrowserSupport'] as const;
export type MdxComponentName = (typeof MDX_COMPONENTS)[number];
