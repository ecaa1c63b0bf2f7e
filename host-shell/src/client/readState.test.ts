import { readState, readTexts } from './readState';

// Issue 12 item 6: content markup that pretends to be the page state must not be read as it.
function page(body: string, nonce = 'real-nonce'): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.documentElement.setAttribute('data-state-nonce', nonce);
  doc.body.innerHTML = body;
  return doc;
}
const real = (nonce = 'real-nonce') => `<script id="__SHOWROOM__" data-state-nonce="${nonce}" type="application/json">{"who":"server"}</script>`;

describe('readState', () => {
  it("reads the server's state script", () => {
    expect(readState(page(`<div id="root"></div>${real()}`))).toEqual({ who: 'server' });
  });

  it.each([
    ['a script with the state id earlier in the content', '<script id="__SHOWROOM__" type="application/json">{"who":"author"}</script>'],
    ['an element with the state id', '<div id="__SHOWROOM__">{"who":"author"}</div>'],
    ['a script with a guessed nonce', '<script id="__SHOWROOM__" data-state-nonce="guess" type="application/json">{"who":"author"}</script>'],
  ])('ignores %s', (_what, hostile) => {
    expect(readState(page(`<div id="root">${hostile}</div>${real()}`))).toEqual({ who: 'server' });
  });

  it('refuses to start without a state carrying the nonce', () => {
    expect(() => readState(page('<script id="__SHOWROOM__" type="application/json">{"who":"author"}</script>'))).toThrow('page state missing');
  });
});

describe('readTexts', () => {
  const texts = (nonce = 'real-nonce', text = 'Hoppa till innehållet') =>
    `<script id="__SHOWROOM_TEXTS__" data-state-nonce="${nonce}" type="application/json">{"shell.skipToContent":"${text}"}</script>`;

  it('reads the texts script, not the state script written beside it', () => {
    const doc = page(`<div id="root"></div>${real()}${texts()}`);
    expect(readTexts(doc)).toEqual({ 'shell.skipToContent': 'Hoppa till innehållet' });
    expect(readState(doc)).toEqual({ who: 'server' });
  });

  it('ignores texts the content planted without the nonce', () => {
    expect(readTexts(page(`<div id="root">${texts('guess', 'Planted')}</div>${texts()}`))).toEqual({ 'shell.skipToContent': 'Hoppa till innehållet' });
  });

  it('refuses to start without them', () => {
    expect(() => readTexts(page(`${real()}${texts('guess')}`))).toThrow('page texts missing');
  });
});
