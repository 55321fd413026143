// No page scrolls sideways. A box running past the viewport's edge (a card wider than its
// parent, a name that does not wrap) widens the document; this catches it on any page it is called on.
import { expect, type Page } from '@playwright/test';

export async function expectNoSideScroll(page: Page, where = page.url()) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${where}`).toBeLessThanOrEqual(innerWidth);
}
