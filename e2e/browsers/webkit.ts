// WebKit: Debian's WebKitWebDriver (webkit2gtk-driver) driving MiniBrowser, through selenium-webdriver.
// MiniBrowser needs a display: scripts/test/test-browsers.ts runs WebKitWebDriver under xvfb-run.
import { Builder, By, Key, until as seleniumUntil, type WebDriver } from 'selenium-webdriver';
import { HYDRATED, type Reader } from './reader';
import { VISITED_KEY } from '../../lib/browser/lang-redirect';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export async function webkitReader(origin: string, driverUrl: string): Promise<Reader> {
  const driver: WebDriver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await driver.manage().window().setRect({ width: 1280, height: 800 });
  const url = (path: string) => new URL(path, origin).href;
  const located = (selector: string) => driver.wait(seleniumUntil.elementLocated(By.css(selector)), 8000);
  const shown = async (selector: string) => {
    const el = await located(selector);
    await driver.wait(seleniumUntil.elementIsVisible(el), 8000);
    return el;
  };
  await driver.get(url('/'));
  await driver.executeScript('localStorage.setItem(arguments[0], "1")', VISITED_KEY);
  return {
    engine: 'WebKit (MiniBrowser)',
    keepsSiteData: true,
    async goto(path) {
      await driver.get(url(path));
      await driver.wait(() => driver.executeScript<boolean>(`return ${HYDRATED}`), 8000).catch(() => {});
    },
    async click(selector) {
      // Hydration may replace the element between finding and clicking it: find it again then. An element
      // WebKitWebDriver finds not interactable below the fold is scrolled to the middle first, as a reader would.
      for (let attempt = 1; ; attempt++) {
        try {
          const el = await shown(selector);
          if (attempt > 1) await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', el);
          return await el.click();
        } catch (error) {
          if (
            attempt === 3 ||
            !/stale|not found|ElementNotInteractable/i.test(`${(error as Error).name} ${(error as Error).message}`)
          )
            throw error;
        }
      }
    },
    async hover(selector) {
      await driver
        .actions()
        .move({ origin: await located(selector) })
        .perform();
    },
    type: (text) => driver.actions().sendKeys(text).perform(),
    async press(key) {
      const [first, letter] = key.split('+');
      const named = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, End: Key.END, PageDown: Key.PAGE_DOWN }[
        first
      ];
      if (letter) await driver.actions().keyDown(Key.CONTROL).sendKeys(letter).keyUp(Key.CONTROL).perform();
      else await driver.actions().sendKeys(named!).perform();
    },
    async text(selector) {
      return driver.executeScript<string>('return arguments[0].innerText.trim()', await shown(selector));
    },
    async visible(selector) {
      await shown(selector);
    },
    // The shown document's own location: inside atWidth's frame, the frame's.
    path: () => driver.executeScript<string>('return location.pathname'),
    back: () => driver.navigate().back(),
    read: (expression) => driver.executeScript(`return (${expression});`),
    async atWidth(path, width, steps) {
      // A same-origin frame of the phone's width, since the window cannot be that narrow; its host is a
      // plain-text file of the site, which no script of the site rewrites.
      await driver.get(url('/robots.txt'));
      await driver.executeScript(
        `document.body.innerHTML = ''; const f = document.createElement('iframe'); f.id = 'phone'; f.style.cssText = 'width:${width}px;height:800px;border:0'; f.src = arguments[0]; document.body.append(f);`,
        url(path),
      );
      const frame = await located('#phone');
      const loaded = `const d = document.getElementById('phone').contentDocument; return !!d && d.readyState === 'complete' && d.location.pathname === ${JSON.stringify(path)};`;
      await driver.wait(() => driver.executeScript<boolean>(loaded), 10000);
      await driver.switchTo().frame(frame);
      try {
        return await steps();
      } finally {
        await driver.switchTo().defaultContent();
      }
    },
    close: () => driver.quit(),
  };
}
