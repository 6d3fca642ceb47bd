// What a journey may do in a browser, as a reader does it: real pointer clicks and keys, reading what is
// shown. Each engine implements it once (firefox.ts, webkit.ts); the journeys (journeys.ts) are written
// once against it.
export interface Reader {
  engine: string;
  /** False when the browser blocks site data: choices then last only while a page stays open. */
  keepsSiteData: boolean;
  /** Opens a path of the site under test. */
  goto(path: string): Promise<void>;
  /** Waits until the element is visible, then clicks its centre with the pointer. */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the element's centre (a code block shows its buttons on hover). */
  hover(selector: string): Promise<void>;
  /** Types text with the keyboard into whatever has focus. */
  type(text: string): Promise<void>;
  press(key: 'Enter' | 'Escape' | 'Tab' | 'End' | 'PageDown' | 'Control+k' | 'Control+v'): Promise<void>;
  /** The visible element's text, once it is visible. */
  text(selector: string): Promise<string>;
  /** Resolves once the element is visible (rejects after a few seconds). */
  visible(selector: string): Promise<void>;
  /** The path of the page shown. */
  path(): Promise<string>;
  back(): Promise<void>;
  /** Reads a value from the page (never acts on it). */
  read<T>(expression: string): Promise<T>;
  /**
   * Opens the path at a phone's width and runs `steps` there: every method above then acts on that page.
   * Firefox sets the viewport; MiniBrowser cannot be narrower than about 450 px, so WebKit loads the page
   * in a same-origin frame of that width (800 px high) and acts inside the frame.
   */
  atWidth<T>(path: string, width: number, steps: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * True once React has hydrated the page (its fiber is on <main>): from then on its controls answer keys
 * and clicks. `goto` waits for it, as the Playwright suites do (e2e/support/hydrated.ts).
 */
export const HYDRATED = `Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react'))`;

/** Polls until `check` holds, as a reader waits for the page to react. */
export async function until(check: () => Promise<boolean>, what: string, timeout = 8000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
