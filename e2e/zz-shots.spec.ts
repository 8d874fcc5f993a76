import { test } from './support/fixtures';

for (const [path, width, height] of [
  ['/zertifizierte-organisationen', 1350, 940],
  ['/datenschutz', 412, 823],
] as const) {
  test(`shifts ${path} ${width}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript(() => {
      (window as unknown as { shifts: unknown[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          startTime: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[])
          if (entry.value > 0.01)
            (window as unknown as { shifts: unknown[] }).shifts.push({
              value: entry.value,
              t: Math.round(entry.startTime),
              sources: entry.sources.map((s) => {
                const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                return {
                  node: el?.outerHTML.slice(0, 160),
                  parent: el?.parentElement?.outerHTML.slice(0, 120),
                  prev: [s.previousRect.y, s.previousRect.height],
                  cur: [s.currentRect.y, s.currentRect.height],
                };
              }),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await context.route('**/*.woff2', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForTimeout(3000);
    console.log(path, width, JSON.stringify(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts), null, 1));
  });
}
