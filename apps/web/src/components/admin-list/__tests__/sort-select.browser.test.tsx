// The sort order among a list's filters, in Chromium with the app's styles and fonts: its longest label shows whole
// at 1280 and at 390 px, where the filters' fields would cut it off.
import { JourneyPathType, JourneySortOrder, JourneyStatus } from '@cert/domain';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderInBrowser } from '@/testing/render-in-browser';
import { FilterSelect, ListSearchForm, SortSelect } from '..';

/** The options of a select whose text is wider than the room the select gives it. */
function cutOff(select: HTMLSelectElement): string[] {
  const style = getComputedStyle(select);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return [...select.options]
    .filter((option) => context.measureText(option.text).width > room)
    .map((option) => option.text);
}

describe('SortSelect', () => {
  it('shows every sort order whole among four filters, at 1280 and at 390 px', async () => {
    for (const width of [1280, 390]) {
      await page.viewport(width, 800);
      const { unmount } = renderInBrowser(
        <main style={{ maxWidth: 1092, margin: '0 auto' }}>
          <ListSearchForm
            label="Suchen"
            searchLabel="Name der Organisation"
            searchText=""
            onSearch={() => {}}
            narrow
          >
            <FilterSelect
              label="Pfad"
              allLabel="Alle Pfade"
              options={JourneyPathType}
              value={undefined}
              onChange={() => {}}
            />
            <FilterSelect
              label="Status"
              allLabel="Alle Status"
              options={JourneyStatus}
              value={undefined}
              onChange={() => {}}
            />
            <FilterSelect
              label="Status 2"
              allLabel="Alle Status"
              options={JourneyStatus}
              value={undefined}
              onChange={() => {}}
            />
            <SortSelect options={JourneySortOrder} value="activity-desc" onChange={() => {}} />
          </ListSearchForm>
        </main>,
      );
      await document.fonts.ready;
      const sort = (await page.getByRole('combobox', { name: 'Sortierung' }).element()) as HTMLSelectElement;
      expect(cutOff(sort), `at ${width} px`).toEqual([]);
      unmount();
    }
  });
});
