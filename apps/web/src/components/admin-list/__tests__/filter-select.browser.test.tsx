// A list's filters and sort order, in Chromium with the app's styles and fonts: every choice shows whole at 1280 and
// at 390 px, where fields of equal width cut off "Öffentliche Auftraggeber" and "Neueste Aktivität zuerst".
import { JourneyPathType, JourneySortOrder, JourneyStatus, ProcurementProgress } from '@cert/domain';
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

function filter<V extends string>(
  label: string,
  allLabel: string,
  options: { values: readonly V[]; label: (value: V) => string },
) {
  return (
    <FilterSelect
      key={label}
      label={label}
      allLabel={allLabel}
      options={options}
      value={undefined}
      onChange={() => {}}
    />
  );
}

/** The office's journey list: three filters beside the search field. */
const filters = [
  filter('Pfad', 'Alle Pfade', JourneyPathType),
  filter('Erreichte Stufe', 'Alle Stufen', ProcurementProgress),
  filter('Status', 'Alle Status', JourneyStatus),
];

describe('FilterSelect and SortSelect', () => {
  it('show every choice whole, and within the page, at 1280 and at 390 px', async () => {
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
            {filters}
            <SortSelect options={JourneySortOrder} value="activity-desc" onChange={() => {}} />
          </ListSearchForm>
        </main>,
      );
      await document.fonts.ready;
      const selects = page
        .getByRole('combobox')
        .elements()
        .filter((element) => element instanceof HTMLSelectElement);
      expect(selects).toHaveLength(4);
      for (const select of selects) {
        expect(cutOff(select), `${select.labels[0]?.textContent} at ${width} px`).toEqual([]);
        expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(width);
      }
      unmount();
    }
  });
});
