import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changeStages, medianStages } from './search-ui-trace.mjs';

// One filter change on the page's main thread (pid 1, tid 1), times in µs as Chromium writes them.
const X = (name, ts, dur, data) => ({ ph: 'X', pid: 1, tid: 1, name, ts, dur, ...(data ? { args: { data } } : {}) });
const page = [
  { ph: 'M', pid: 1, tid: 1, name: 'thread_name', args: { name: 'CrRendererMain' } },
  // another renderer (a blank page) with fewer events: not the page's
  { ph: 'M', pid: 2, tid: 1, name: 'thread_name', args: { name: 'CrRendererMain' } },
  { ph: 'X', pid: 2, tid: 1, name: 'RunTask', ts: 0, dur: 1 },
  X('RunTask', 1000, 20000),
  X('EventDispatch', 5000, 10000, { type: 'click' }),
  X('RunTask', 22000, 10000),
  X('Paint', 25000, 3000),
  { ph: 'I', pid: 1, tid: 1, name: 'ResourceSendRequest', ts: 800, args: { data: { requestId: 'search', url: 'http://dealergroup-se.localhost/api/search/batch' } } },
  { ph: 'I', pid: 1, tid: 1, name: 'ResourceSendRequest', ts: 900, args: { data: { requestId: 'picture', url: 'http://dealergroup-se.localhost/-/media/cars/1/1.svg' } } },
  // a picture read in full before the search's answer: not the answer
  { ph: 'I', pid: 1, tid: 1, name: 'ResourceFinish', ts: 33000, args: { data: { requestId: 'picture' } } },
  { ph: 'I', pid: 1, tid: 1, name: 'ResourceFinish', ts: 35000, args: { data: { requestId: 'search' } } },
  X('RunTask', 36000, 20000),
  X('RunMicrotasks', 36100, 19000),
  // a nested run loop's task inside the answer's: part of it, not a task of its own
  X('RunTask', 36200, 100),
  X('RunTask', 60000, 15000),
  X('UpdateLayoutTree', 60500, 2000),
  X('Layout', 62600, 3000),
  X('PrePaint', 65700, 1000),
  X('Paint', 67000, 4000),
  X('Layerize', 71100, 1000),
  X('RunTask', 76000, 5000),
  X('FunctionCall', 76100, 4000, { lineNumber: 10, columnNumber: 5 }),
  X('RunTask', 82000, 1000),
  { ph: 'R', pid: 1, tid: 1, name: 'bench-search-ui:t1', ts: 82100 },
];

test("a change's stages, in ms from the click", () => {
  const [stage, ...rest] = changeStages(page);
  assert.equal(rest.length, 0);
  assert.deepEqual(stage, {
    clickTaskEnd: 16, // (1000 + 20000 - 5000) µs
    clickFrame: 10, // the painting task after it: 10000 µs
    answerIn: 30, // the search's ResourceFinish at 35000 - 5000 (the picture's at 33000 is not it)
    answerTask: 20, // the first task after it with >= 5 ms of microtasks (the nested 100 µs task is not it)
    answerFrame: 15,
    answerFrameEnd: 70, // (60000 + 15000 - 5000)
    then: 7.1, // the bench's mark at 82100, after the frame's end at 75000
    t1: 77.1, // 82100 - 5000
    // the top-level tasks between the click (5000) and t1 (82100), in µs: 16000 (of the click's task, from 5000 to
    // 21000) + 10000 + 20000 + 15000 + 5000 + 100 (the last task, 82000-83000, up to t1) = 66100
    busy: 66.1,
    UpdateLayoutTree: 2,
    Layout: 3,
    PrePaint: 1,
    Paint: 4,
    Layerize: 1,
  });
});

test("a search read in the page's worker counts: its resource events are on another thread of the page's process, not of another process", () => {
  const onThread = (tid, pid = 1) => (e) => (e.name === 'ResourceSendRequest' || e.name === 'ResourceFinish' ? { ...e, pid, tid } : e);
  const [inWorker] = changeStages(page.map(onThread(7)));
  assert.equal(inWorker?.answerIn, 30);
  assert.deepEqual(changeStages(page.map(onThread(1, 2))), []);
});

test('a click whose answer never came is left out', () => {
  const noAnswer = page.filter((e) => !(e.name === 'ResourceFinish' && e.args.data.requestId === 'search'));
  assert.deepEqual(changeStages(noAnswer), []);
});

test('the median of each stage, a change without one left out', () => {
  // 1, 3, 2 -> 2; 10, NaN, 30 -> 10, 30 -> 20
  const medians = medianStages([
    { a: 1, b: 10 },
    { a: 3, b: Number.NaN },
    { a: 2, b: 30 },
  ]);
  assert.deepEqual(medians, { a: 2, b: 20 });
});
