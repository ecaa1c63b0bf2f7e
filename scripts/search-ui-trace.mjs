// Reads a trace written by bench:search-ui (BENCH_UI_TRACE=/tmp/trace.json) and prints, per filter change and as medians,
// where its time went on the page's main thread, in ms from the click:
//
//   node scripts/search-ui-trace.mjs /tmp/trace.json
//
//   click task end   the click's task (React's render of the ticked box, and the rest of the event) is done
//   click frame      the frame after it (style, layout, paint of the tick, chips, model list)
//   answer in        the search's answer read in full (ResourceFinish): the page reads it only once it is free
//   answer task      the task that renders the answer (its microtasks: checking it, React's render and commit)
//   answer frame     the frame that paints it, and its parts (style, layout, pre-paint, paint, layerize)
//   then             from that frame's end to the bench's t1 (its performance.mark): the tasks that ran before its timer
//   t1               the bench's t1, what it reports for the change (a little more here: tracing slows the page)
//   busy             the main thread's tasks between the click and t1, summed
//
// Kept in the repository because every session since 2026-12-05 rewrote it to find what the next idea could win
// (docs/decisions.md). It needs a trace with the default categories (devtools.timeline, toplevel, v8.execute).
import fs from 'node:fs';
import { median } from './bench-lib.mjs';

const FRAME_PARTS = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'];

/** The renderer main thread with the most events (the page's; other renderers hold blank pages). */
function mainThreadEvents(events) {
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (threads.has(key)) threads.set(key, threads.get(key) + 1);
  }
  const main = [...threads.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events.filter((e) => `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts);
}

/**
 * Each change's stages (ms from the click) from a trace's events. A change is a click (EventDispatch "click"); its answer
 * task is the first task after its search's ResourceFinish (/api/search) with at least 5 ms of microtasks; a frame is a
 * task that paints.
 * The bench's t1 is its performance.mark "bench-search-ui:t1" (trace category blink.user_timing).
 */
export function changeStages(events) {
  const thread = mainThreadEvents(events);
  const complete = thread.filter((e) => e.ph === 'X');
  const runTasks = complete.filter((e) => e.name === 'RunTask');
  // Top-level tasks only: a RunTask nested in another (a nested run loop) belongs to it.
  const tasks = runTasks.filter((t) => !runTasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur));
  const within = (task, e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur;
  const has = (task, name, minUs = 0) => complete.some((e) => e.name === name && e.dur >= minUs && within(task, e));
  const clicks = complete.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  // The search's requests, not the pictures' or the scripts': a ResourceFinish names only its request.
  // A search fetched by a worker of the page (tried 2026-12-06, docs/decisions.md "seventh session") has its resource
  // events on the worker's thread of the same renderer: every thread of the page's process counts.
  const renderer = events.filter((e) => e.pid === thread[0]?.pid);
  const searches = new Set(renderer.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/api/search')).map((e) => e.args.data.requestId));
  const finishes = renderer.filter((e) => e.name === 'ResourceFinish' && searches.has(e.args?.data?.requestId)).sort((a, b) => a.ts - b.ts);
  const marks = events.filter((e) => e.name === 'bench-search-ui:t1');
  const stages = [];
  for (const click of clicks) {
    const t0 = click.ts;
    const ms = (ts) => (ts - t0) / 1000;
    const after = tasks.filter((t) => t.ts + t.dur > t0);
    const clickTask = after.find((t) => within(t, click));
    const clickFrame = clickTask && after.find((t) => t.ts > clickTask.ts && has(t, 'Paint'));
    const finish = finishes.find((e) => e.ts > t0 - 50_000);
    const answer = finish && after.find((t) => t.ts >= finish.ts && has(t, 'RunMicrotasks', 5000));
    const answerFrame = answer && after.find((t) => t.ts > answer.ts && has(t, 'Paint'));
    if (!clickTask || !clickFrame || !answerFrame) continue;
    const t1 = marks.find((e) => e.ts > answerFrame.ts);
    const parts = Object.fromEntries(FRAME_PARTS.map((name) => [name, complete.filter((e) => e.name === name && within(answerFrame, e)).reduce((sum, e) => sum + e.dur / 1000, 0)]));
    stages.push({
      clickTaskEnd: ms(clickTask.ts + clickTask.dur),
      clickFrame: clickFrame.dur / 1000,
      answerIn: ms(finish.ts),
      answerTask: answer.dur / 1000,
      answerFrame: answerFrame.dur / 1000,
      answerFrameEnd: ms(answerFrame.ts + answerFrame.dur),
      then: t1 ? (t1.ts - (answerFrame.ts + answerFrame.dur)) / 1000 : Number.NaN,
      t1: t1 ? ms(t1.ts) : Number.NaN,
      // The main thread's tasks from the click to t1: what the page's main thread worked for this change.
      busy: t1 ? after.reduce((sum, t) => sum + Math.max(0, Math.min(t.ts + t.dur, t1.ts) - Math.max(t.ts, t0)), 0) / 1000 : Number.NaN,
      ...parts,
    });
  }
  return stages;
}

/** The median of each stage over the changes. */
export function medianStages(stages) {
  const keys = stages.length ? Object.keys(stages[0]) : [];
  return Object.fromEntries(keys.map((key) => [key, median(stages.map((s) => s[key]).filter(Number.isFinite))]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/search-ui-trace.mjs <trace.json written by BENCH_UI_TRACE>');
    process.exit(2);
  }
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  const stages = changeStages(parsed.traceEvents ?? parsed);
  if (stages.length === 0) {
    console.error(`no filter change found in ${file} (was it written by bench:search-ui with BENCH_UI_TRACE?)`);
    process.exit(1);
  }
  const columns = Object.keys(stages[0]);
  const row = (values) => values.map((v, i) => (Number.isFinite(v) ? v.toFixed(1) : '-').padStart(columns[i].length)).join('  ');
  console.log(columns.join('  '));
  for (const s of stages) console.log(row(columns.map((c) => s[c])));
  const medians = medianStages(stages);
  console.log(`median of ${stages.length} changes:`);
  console.log(row(columns.map((c) => medians[c])));
}
