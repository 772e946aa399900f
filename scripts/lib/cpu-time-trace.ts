// Lighthouse's simulated throttling takes each main-thread task's wall-clock
// duration from the trace and multiplies it by four to model a phone. On a
// small shared machine the page's main thread waits for a core much of that
// time (Chromium's other processes and Lighthouse itself run beside it), so
// the waiting is multiplied too. Chrome records each task's thread time (the
// time its thread really ran, `tdur`) beside its wall time (`dur`).
//
// `withTasksAtCpuTime` rewrites a trace so that every task of the page's main
// thread lasts its thread time, with the events inside it shrunk to fit.
// Lighthouse's audit mode (`-A`) then scores the very same load as it would
// on a machine where the page had a core to itself: the bench prints that as
// a diagnostic beside the real figures, to tell the page's own work from the
// machine's contention.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; [key: string]: unknown };
}

/** The page's main thread: the renderer thread that painted first. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const thread = events.find(
    (event) => event.pid === paint.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error('the trace names no renderer main thread');
  return { pid: paint.pid, tid: thread.tid };
}

/** Returns the trace's events with the page's main-thread tasks at their thread time (the input is left as it was). */
export function withTasksAtCpuTime(input: readonly TraceEvent[]): TraceEvent[] {
  const events = input.map((event) => ({ ...event }));
  const { pid, tid } = pageMainThread(events);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid).sort((a, b) => a.ts - b.ts);
  // The top-level task being shrunk: where it starts and ends, and by how much.
  let task = { start: 0, end: -Infinity, ratio: 1 };
  for (const event of onMain) {
    if (event.name === 'RunTask' && event.ph === 'X' && event.ts >= task.end) {
      const { dur = 0, tdur } = event;
      task = {
        start: event.ts,
        end: event.ts + dur,
        ratio: tdur === undefined || dur === 0 ? 1 : Math.min(1, tdur / dur),
      };
      event.dur = dur * task.ratio;
    } else if (event.ts <= task.end) {
      // Inside the task (nested tasks too): moved and shrunk with it.
      event.ts = task.start + (event.ts - task.start) * task.ratio;
      if (event.dur !== undefined) event.dur *= task.ratio;
    }
    // Events between tasks keep their times.
  }
  return events;
}
