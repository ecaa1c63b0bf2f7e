import { slotsInView } from './slotsInView';

/**
 * A list of `count` slots laid out as a grid of `columns`, its first row `top` px from the viewport's top, each row
 * 430 px high with a 16 px gap (the car grid's).
 */
function grid(count: number, columns: number, top: number): HTMLUListElement {
  const list = document.createElement('ul');
  for (let i = 0; i < count; i++) {
    const slot = document.createElement('li');
    const rowTop = top + Math.floor(i / columns) * 446;
    slot.getBoundingClientRect = () => DOMRect.fromRect({ x: (i % columns) * 300, y: rowTop, width: 284, height: 430 });
    list.append(slot);
  }
  return list;
}

describe('slotsInView', () => {
  it('finds the slots a 1440 x 900 screen shows at the top of the list: two rows of four, the second in part', () => {
    // Rows at 361 (to 791) and 807 (to 1237): the second starts above 900, the third (1253) below it.
    expect(slotsInView(grid(48, 4, 361), 900)).toEqual({ from: 0, to: 8 });
  });

  it('finds one row of three on a 1024 x 768 laptop', () => {
    // Rows at 361 (to 791) and 807: the second starts below 768.
    expect(slotsInView(grid(48, 3, 361), 768)).toEqual({ from: 0, to: 3 });
  });

  it('finds the rows scrolled to further down the list', () => {
    // Scrolled 2,500 px: the first row's top is at 361 - 2500 = -2139. Row r spans -2139 + 446r to -1709 + 446r:
    // row 3 ends at -371 (above), row 4 spans -355 to 75 (in part), row 5 91 to 521, row 6 537 to 967 (in part at 900),
    // row 7 starts at 983 (below): rows 4 to 6 of four, slots 16 to 27.
    expect(slotsInView(grid(48, 4, 361 - 2500), 900)).toEqual({ from: 16, to: 28 });
  });

  it('counts a slot that only touches the viewport as out of it', () => {
    // The second row's top exactly at the viewport's bottom (361 + 446 = 807).
    expect(slotsInView(grid(48, 4, 361), 807)).toEqual({ from: 0, to: 4 });
  });

  it('knows nothing without a laid-out list, or with no slot in view', () => {
    expect(slotsInView(null, 900)).toBeNull();
    // jsdom lays nothing out: every box is empty.
    const unlaid = document.createElement('ul');
    unlaid.append(document.createElement('li'), document.createElement('li'));
    expect(slotsInView(unlaid, 900)).toBeNull();
    // The whole list above the viewport (scrolled past its end), or below it.
    expect(slotsInView(grid(8, 4, -2000), 900)).toBeNull();
    expect(slotsInView(grid(8, 4, 1000), 900)).toBeNull();
    expect(slotsInView(grid(8, 4, 361), 0)).toBeNull();
  });

  it("reads the window's height when none is given", () => {
    // jsdom's window is 768 px high.
    expect(window.innerHeight).toBe(768);
    expect(slotsInView(grid(48, 3, 361))).toEqual({ from: 0, to: 3 });
  });
});
